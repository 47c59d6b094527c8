#!/usr/bin/env node
// `signet-admin trust rotate-master-key`: the server is TypeScript run from source; register tsx,
// then run the area's command.
import { register } from 'tsx/esm/api';

register();
const [area, ...argv] = process.argv.slice(2);
if (area !== 'trust') {
  console.log('Usage: signet-admin trust <command> (signet-admin trust --help)');
  process.exitCode = 2;
} else {
  const { runTrustCommand } = await import('../src/trust-admin.cli.ts');
  const { loadConfig } = await import('../src/config/config.ts');
  process.exitCode = await runTrustCommand(argv, { config: loadConfig() });
}
