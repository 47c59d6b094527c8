// Production build in two passes (ADR 0220): the first, in memory and unminified, shows which
// modules the first screen loads; the second places them in two chunks and writes dist/.
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { planChunks, planGroups } from './chunk-plan.ts';

const root = path.resolve(import.meta.dirname, '..');

const first = await build({
  root,
  logLevel: 'warn',
  build: { write: false, minify: false, sourcemap: false },
});
const outputs = (Array.isArray(first) ? first : [first]) as Rolldown.RolldownOutput[];
const chunks = outputs
  .flatMap((output) => output.output)
  .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
const plan = planChunks(chunks);
console.log(
  `chunk plan: ${plan.start.size} modules before the first screen, ${plan.forms.size} for the sign-in screen`,
);

await build({
  root,
  build: { rolldownOptions: { output: { codeSplitting: { groups: planGroups(plan) } } } },
});
