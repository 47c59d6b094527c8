/**
 * The fuzzed corpus at scale: thousands of mutated copies of the shared corpus through preflight,
 * render and sign (the same cases as packages/pdf/test/fuzz.test.ts, which runs a few hundred).
 *   node --import tsx bench/pdf/fuzz.bench.ts [--record] [--cases N] [--seed S] [--seconds T]
 * (stops after T seconds when given, and records how many cases ran)
 * (--record rewrites the "Fuzzed corpus" section of bench/RESULTS.md)
 */
import { cpus, loadavg } from 'node:os';
import { createRenderer } from '@signet/pdf';
import { caseOf, HANG_MS, MUTATIONS, mutate, runCase } from '../../packages/pdf/test/fuzz-kit.ts';
import { fixture, fixtureNames, hasFixtures } from '../../packages/pdf/test/preflight-fixtures.ts';
import { writeResultsSection } from './results-file.ts';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

async function main() {
  if (!hasFixtures) throw new Error('the shared PDF corpus is missing');
  const cases = option('cases', 3000);
  const seed = option('seed', 20261126);
  const seconds = option('seconds', Number.POSITIVE_INFINITY);
  const files = fixtureNames();
  const renderer = createRenderer({ threads: 1, timeoutMs: HANG_MS });
  await renderer.warm();
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  const outcomes: Record<string, number> = {};
  const byMutation = Object.fromEntries(MUTATIONS.map((m) => [m, 0]));
  const failures: string[] = [];
  let ran = 0;
  for (let index = 0; index < cases && performance.now() - started < seconds * 1000; index++) {
    ran++;
    const { fixture: name, mutation, seed: caseSeed } = caseOf(seed, index, files);
    const outcome = await runCase(renderer, mutate(fixture(name), mutation, caseSeed));
    const key = outcome.kind === 'refused' ? outcome.code : outcome.kind;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
    byMutation[mutation]! += 1;
    if (outcome.kind === 'crash' || outcome.kind === 'hang') {
      failures.push(
        `| ${index} | ${name} | ${mutation} | ${caseSeed} | ${outcome.kind} ${outcome.kind === 'hang' ? outcome.step : outcome.error.split('\n')[0]} |`,
      );
    }
    if ((index + 1) % 50 === 0) console.log(`${index + 1} cases, ${failures.length} failing`);
  }
  await renderer.close();
  const took = (performance.now() - started) / 1000;
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`;
  const body = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; load average ${loadBefore.toFixed(1)} at the start.`,
    `Seed ${seed}, ${ran} cases${ran < cases ? ` (of ${cases} asked; stopped after ${seconds} s)` : ''} (${MUTATIONS.map((m) => `${m} ${byMutation[m]}`).join(', ')}) over the ${files.length} files of the shared corpus, each through preflight and render (one worker thread, ${HANG_MS} ms a job) and B-B signing; ${took.toFixed(0)} s in all.`,
    '',
    '| outcome | cases |',
    '|---|---:|',
    ...Object.entries(outcomes)
      .sort((a, b) => b[1] - a[1])
      .map(([key, count]) => `| ${key} | ${count} |`),
  ].join('\n');
  const analysis = failures.length
    ? [
        `Goal "0 crashes, 0 hangs over ${HANG_MS / 1000} s, every refusal named": NOT met, ${failures.length} cases:`,
        '',
        '| case | file | mutation | seed | outcome |',
        '|---:|---|---|---:|---|',
        ...failures,
      ].join('\n')
    : `Goal "0 crashes, 0 hangs over ${HANG_MS / 1000} s, every refusal named": met.`;
  console.log(`\n${body}\n\n${analysis}`);
  if (process.argv.includes('--record')) writeResultsSection('Fuzzed corpus', body, analysis);
}

await main();
