#!/usr/bin/env node
// `signet-blobs migrate`: the server is TypeScript run from source; register tsx, then run.
import { register } from 'tsx/esm/api';

register();
const { runBlobsCommand } = await import('../src/blobs-admin.cli.ts');
const { loadConfig } = await import('../src/config/config.ts');
process.exitCode = await runBlobsCommand(process.argv.slice(2), { config: loadConfig() });
