#!/usr/bin/env node
// The package is TypeScript run from source (see its "exports"): register tsx, then start the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
