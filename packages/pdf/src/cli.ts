import { main } from './cli/run-cli.ts';

// Entry of `signet-pdf` (bin/signet-pdf.mjs) and of `npm run pdf -- …` at the repository root.
await main();
