import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The shared corpus, read in place next to the repository (see its MANIFEST.md). */
export const FIXTURES = resolve(import.meta.dirname, '../../../../shared/fixtures/pdfs');
export const hasFixtures = existsSync(join(FIXTURES, 'MANIFEST.md'));
export const missingFixturesNote = `PDF corpus not found at ${FIXTURES}; corpus tests skipped`;

/** Every PDF of the corpus as `category/name.pdf`. */
export function fixtureNames(): string[] {
  if (!hasFixtures) return [];
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'certs')
    .flatMap((dir) =>
      readdirSync(join(FIXTURES, dir.name))
        .filter((name) => name.endsWith('.pdf'))
        .map((name) => `${dir.name}/${name}`),
    )
    .sort();
}

export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, name)));
}

export const fixturePath = (name: string) => join(FIXTURES, name);

export interface PdfinfoPage {
  width: number;
  height: number;
  rotation: number;
}

/** Page count and per-page size/rotation as poppler's pdfinfo reports them. */
export function pdfinfo(path: string): { pages: number; sizes: PdfinfoPage[] } {
  const out = execFileSync('pdfinfo', ['-f', '1', '-l', '100000', path], { encoding: 'latin1' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(out)?.[1]);
  const sizes: PdfinfoPage[] = [];
  for (const match of out.matchAll(/^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+)/gm)) {
    const rotation = Number(
      new RegExp(`^Page\\s+${match[1]} rot:\\s+(\\d+)`, 'm').exec(out)?.[1] ?? 0,
    );
    sizes.push({ width: Number(match[2]), height: Number(match[3]), rotation });
  }
  return { pages, sizes };
}

/** qpdf --check exit status: 0 clean, 3 warnings, 2 errors. */
export function qpdfCheck(path: string): number {
  return spawnSync('qpdf', ['--check', path], { encoding: 'latin1' }).status ?? 2;
}

/**
 * Assembles a PDF from numbered object bodies (object n is bodies[n-1]) with a correct
 * cross-reference table, for structures no real producer writes (loops, depth bombs).
 */
export function buildPdf(bodies: string[], trailerExtra = ''): Uint8Array {
  let text = '%PDF-1.7\n';
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(text, 'latin1'));
}
