/**
 * Rendering benchmark (issue §5): one page at scale 100 and 200 through Signet's render pool, as
 * a ratio to poppler's pdftoppm at the same resolution and format, measured in the same run.
 * pdftoppm is timed as a server would use it: one process per page. The pool is timed cold (a
 * new pool: thread start + parse + render), warm on a document it has already parsed, and warm
 * on a document it has not seen (parse + render).
 *
 *   node --import tsx bench/pdf/render.bench.ts [--record]   (--record rewrites bench/RESULTS.md)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDFDocument, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { createRenderer, type ImageFormat } from '@signet/pdf';
import { writeResultsSection } from './results-file.ts';

const FIXTURES = resolve(import.meta.dirname, '../../../shared/fixtures/pdfs');
const CORPUS = [
  'producers/pdftex-tracemonkey-14p.pdf',
  'producers/chrome-skia-wikipedia.pdf',
  'scanned/epson-ccitt-5p.pdf',
];
const RUNS = 7;
const tmp = mkdtempSync(join(tmpdir(), 'signet-render-bench-'));

/** A text-heavy generated page: 60 lines of Helvetica and a few filled shapes. */
async function generatedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  for (let line = 0; line < 60; line++) {
    page.drawText(
      `Line ${line + 1}: The quick brown fox jumps over the lazy dog — signature ${line}`,
      {
        x: 40,
        y: 800 - line * 12.5,
        size: 9,
        font,
        color: rgb(0, 0, 0.2),
      },
    );
  }
  for (let i = 0; i < 12; i++)
    page.drawRectangle({
      x: 40 + i * 42,
      y: 20,
      width: 36,
      height: 36,
      color: rgb(i / 12, 0.4, 0.6),
    });
  return document.save();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function pdftoppm(path: string, scale: number, format: ImageFormat): number {
  const start = performance.now();
  const args = [
    '-r',
    String((72 * scale) / 100),
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    format === 'png' ? '-png' : '-jpeg',
    path,
    join(tmp, 'out'),
  ];
  const run = spawnSync('pdftoppm', args);
  if (run.status !== 0) throw new Error(`pdftoppm failed on ${path}`);
  return performance.now() - start;
}

async function time(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

interface Row {
  file: string;
  scale: number;
  format: ImageFormat;
  pdftoppm: number;
  cold: number;
  warm: number;
  uncached: number;
}

async function measure(file: string, bytes: Uint8Array, path: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const scale of [100, 200]) {
    for (const format of ['jpeg', 'png'] as const) {
      const baseline = median(Array.from({ length: RUNS }, () => pdftoppm(path, scale, format)));
      const renderer = createRenderer({ threads: 1 });
      const cold = await time(() => renderer.render(bytes, 1, { scale, format }));
      const warm: number[] = [];
      for (let i = 0; i < RUNS; i++)
        warm.push(await time(() => renderer.render(bytes, 1, { scale, format })));
      const uncached: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Same content, different bytes: the pool has to parse it afresh.
        const copy = new Uint8Array(bytes.length + 2);
        copy.set(bytes);
        copy.set([0x0a, 0x30 + i], bytes.length);
        uncached.push(await time(() => renderer.render(copy, 1, { scale, format })));
      }
      await renderer.close();
      rows.push({
        file,
        scale,
        format,
        pdftoppm: baseline,
        cold,
        warm: median(warm),
        uncached: median(uncached),
      });
      console.log(
        `${file} ${scale}% ${format}: pdftoppm ${baseline.toFixed(1)} ms, warm ${median(warm).toFixed(1)} ms`,
      );
    }
  }
  return rows;
}

const ratio = (ours: number, base: number) => `${ours.toFixed(1)} (${(ours / base).toFixed(2)}×)`;

async function main() {
  const files: Array<{ file: string; bytes: Uint8Array; path: string }> = [];
  const generated = await generatedPdf();
  const generatedPath = join(tmp, 'generated.pdf');
  writeFileSync(generatedPath, generated);
  files.push({ file: 'generated text page (pdf-lib)', bytes: generated, path: generatedPath });
  for (const name of CORPUS) {
    const path = join(FIXTURES, name);
    if (existsSync(path))
      files.push({ file: name, bytes: new Uint8Array(readFileSync(path)), path });
  }
  const loadBefore = loadavg()[0]!;
  const rows: Row[] = [];
  for (const { file, bytes, path } of files) rows.push(...(await measure(file, bytes, path)));
  const met = rows.filter((r) => r.warm <= r.pdftoppm).length;
  const table = [
    '| file | scale | format | pdftoppm ms | pool warm, parsed ms (× pdftoppm) | pool warm, new document ms (×) | pool cold ms (×) |',
    '|---|---:|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.file} | ${r.scale} % | ${r.format} | ${r.pdftoppm.toFixed(1)} | ${ratio(r.warm, r.pdftoppm)} | ${ratio(r.uncached, r.pdftoppm)} | ${ratio(r.cold, r.pdftoppm)} |`,
    ),
  ].join('\n');
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`;
  const body = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; load average ${loadBefore.toFixed(1)} at the start (other work was running on the machine).`,
    `Medians of ${RUNS} runs of page 1, in milliseconds, one render thread. pdftoppm is a fresh process per page (how a server would call it), at the same dpi (72 × scale/100) and format. Pool columns: warm, parsed = the same page again from a worker that holds the document (its parsed page is kept, as when a viewer asks for a page twice); warm, new document = a running worker given bytes it has not seen (parse + render); cold = a new pool (thread start, pdf.js load, parse, render).`,
    '',
    table,
  ].join('\n');
  const byFormat = (format: ImageFormat) =>
    rows.filter((r) => r.format === format && r.warm <= r.pdftoppm).length;
  const analysis = [
    `Goal "no slower than pdftoppm" (warm pool, parsed document): met in ${met} of ${rows.length} cases (JPEG ${byFormat('jpeg')} of ${rows.length / 2}, PNG ${byFormat('png')} of ${rows.length / 2}).`,
    'What limits it: pdf.js interprets the page in JavaScript and draws every glyph and path through @napi-rs/canvas (Skia), where poppler rasterises natively; for JPEG, where poppler encodes fast, that interpretation cost decides. Where encoding dominates (PNG, larger pages) the pool is ahead, and on a document it has already parsed it skips the per-call parse and process start that pdftoppm pays each time. A cold pool pays its start once per thread (thread start and loading pdf.js: about a second on an idle machine, several under this load), which is why the server keeps its pool alive; the timings are noisy because other work shared the two cores.',
  ].join('\n\n');
  console.log(`\n${body}\n\n${analysis}`);
  if (process.argv.includes('--record')) writeResultsSection('Rendering', body, analysis);
}

await main();
