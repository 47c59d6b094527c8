import { preflight } from '../preflight/preflight.ts';
import { readInput, writeOutput } from './cli-files.ts';

export async function preflightCommand(
  file: string,
  options: { json?: boolean; out?: string },
): Promise<string> {
  const result = await preflight(await readInput(file));
  if (options.out && result.normalized) await writeOutput(options.out, result.pdf);
  if (options.json) {
    return JSON.stringify(
      { normalized: result.normalized, pageCount: result.pageCount, pages: result.pages },
      null,
      2,
    );
  }
  const sizes = [
    ...new Set(result.pages.map((p) => `${Math.round(p.width)}×${Math.round(p.height)} pt`)),
  ];
  const repair = result.normalized
    ? options.out
      ? `; damaged cross-reference data repaired, written to ${options.out}`
      : '; damaged cross-reference data would be repaired before signing (use --out to write it)'
    : '';
  return `${file}: can be signed; ${result.pageCount} page${result.pageCount === 1 ? '' : 's'} (${sizes.join(', ')})${repair}`;
}
