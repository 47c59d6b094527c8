import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const RESULTS = new URL('../RESULTS.md', import.meta.url);

/** Replaces (or appends) one `## heading` section of bench/RESULTS.md, leaving the others as they are. */
export function writeResultsSection(heading: string, body: string, analysis = ''): void {
  const current = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const start = current.indexOf(`\n## ${heading}\n`);
  const block = `\n## ${heading}\n\n${body.trim()}\n${analysis ? `\n${analysis.trim()}\n` : ''}`;
  if (start < 0) {
    writeFileSync(RESULTS, `${current.trimEnd()}\n${block}`);
    return;
  }
  const next = current.indexOf('\n## ', start + 1);
  const end = next < 0 ? current.length : next;
  writeFileSync(RESULTS, `${current.slice(0, start)}${block}${current.slice(end)}`);
}
