import { PreflightError, RenderError, type Renderer, SignError, sign } from '../src/index.ts';
import { PdfSyntaxError } from '../src/sign/parse-budget.ts';
import { pyhankoSigner } from './sign-test-kit.ts';

/** mulberry32: a small seeded generator, so that every case can be made again from its seed. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const MUTATIONS = ['bit-flips', 'truncation', 'xref-shift', 'nesting', 'long-name'] as const;
export type Mutation = (typeof MUTATIONS)[number];

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

/** Inserts `text` at the start of a random object's dictionary (or anywhere when there is none). */
function insertIntoObject(source: string, text: string, next: () => number): string {
  const headers = [...source.matchAll(/\d+\s+\d+\s+obj\s*<</g)];
  const header = headers[Math.floor(next() * headers.length)];
  const where = header ? header.index + header[0].length : Math.floor(next() * source.length);
  return `${source.slice(0, where)} ${text} ${source.slice(where)}`;
}

/** One mutated copy of `original`, made by `mutation` from `seed`. */
export function mutate(original: Uint8Array, mutation: Mutation, seed: number): Uint8Array {
  const next = random(seed);
  const bytes = new Uint8Array(original);
  if (mutation === 'bit-flips') {
    const flips = 1 + Math.floor(next() * 16);
    for (let i = 0; i < flips; i++) {
      const at = Math.floor(next() * bytes.length);
      bytes[at] = (bytes[at] as number) ^ (1 << Math.floor(next() * 8));
    }
    return bytes;
  }
  if (mutation === 'truncation') return bytes.subarray(0, Math.floor(next() * bytes.length));
  const text = latin1(bytes);
  if (mutation === 'xref-shift') {
    const shift = Math.floor(next() * 400) - 200 || 1;
    // Every offset that the cross-reference data gives: startxref, /Prev, /XRefStm, table rows.
    return bytesOf(
      text
        .replace(/(startxref\s+)(\d+)/g, (_m, head: string, n: string) =>
          next() < 0.7 ? `${head}${Math.max(0, Number(n) + shift)}` : `${head}${n}`,
        )
        .replace(
          /(\/(?:Prev|XRefStm)\s+)(\d+)/g,
          (_m, head: string, n: string) => `${head}${Math.max(0, Number(n) + shift)}`,
        )
        .replace(/^(\d{10}) (\d{5}) n/gm, (row, n: string, gen: string) =>
          next() < 0.3
            ? `${String(Math.max(0, Number(n) + shift)).padStart(10, '0')} ${gen} n`
            : row,
        ),
    );
  }
  if (mutation === 'nesting') {
    const depth = 1000 + Math.floor(next() * 200_000);
    const [open, close] = next() < 0.5 ? ['[', ']'] : ['<< /K ', '>>'];
    return bytesOf(
      insertIntoObject(text, `/Nest ${open.repeat(depth)}${close.repeat(depth)}`, next),
    );
  }
  const length = 1000 + Math.floor(next() * 500_000);
  return bytesOf(insertIntoObject(text, `/${'N'.repeat(length)} /${'L'.repeat(length)}`, next));
}

export type Outcome =
  | { kind: 'accepted' }
  | { kind: 'refused'; code: string }
  | { kind: 'crash'; error: string }
  | { kind: 'hang'; step: string; ms: number };

/** A refusal names its reason: one of the engine's errors, with its code. */
function namedCode(error: unknown): string | undefined {
  const named =
    error instanceof PreflightError ||
    error instanceof RenderError ||
    error instanceof SignError ||
    error instanceof PdfSyntaxError;
  return named ? error.code : undefined;
}

/** The goal's limit: a case slower than this counts as a hang in the bench. */
export const HANG_MS = 2000;

/**
 * Runs one file through preflight and render, on the renderer's workers, and sign. The workers
 * time each job from when a ready thread takes it (so a thread's start-up is not counted): a job
 * past the renderer's timeout (`hangMs`, the same as the renderer's) is a hang; signing runs here
 * and is timed here.
 */
export async function runCase(
  renderer: Renderer,
  pdf: Uint8Array,
  hangMs = HANG_MS,
): Promise<Outcome> {
  let step = 'preflight';
  try {
    const checked = await renderer.preflight(pdf);
    step = 'render';
    await renderer.render(checked.pdf, 1, { scale: 20, format: 'png' });
    step = 'sign';
    const started = performance.now();
    await sign(checked.pdf, { signer: pyhankoSigner(), level: 'B-B' }).finally(() => {
      const ms = performance.now() - started;
      if (ms > hangMs) throw new SignHang(ms);
    });
    return { kind: 'accepted' };
  } catch (error) {
    if (error instanceof SignHang) return { kind: 'hang', step, ms: error.ms };
    const code = namedCode(error);
    if (code === 'RENDER_TIMEOUT') return { kind: 'hang', step, ms: hangMs };
    if (code) return { kind: 'refused', code };
    return {
      kind: 'crash',
      error: `${step}: ${error instanceof Error ? error.stack : String(error)}`,
    };
  }
}

class SignHang extends Error {
  constructor(readonly ms: number) {
    super(`signing took ${ms} ms`);
  }
}

/** Case `index` of a run: which fixture, which mutation, which seed, all from the run's seed. */
export function caseOf(runSeed: number, index: number, fixtures: string[]) {
  const next = random(runSeed * 1_000_003 + index);
  return {
    fixture: fixtures[Math.floor(next() * fixtures.length)]!,
    mutation: MUTATIONS[index % MUTATIONS.length]!,
    seed: Math.floor(next() * 2 ** 32),
  };
}
