/**
 * Upload memory benchmark (issue 13 "Uploads are held in memory"): the peak resident memory of the
 * real server process while ten 50 MB documents upload at once as multipart, against two bare
 * servers measured in the same run with the same ten bodies: one that streams each body to a file,
 * and one that collects each body in memory first. Peak = the process's VmHWM (Linux).
 *
 *   node --import tsx bench/server/upload-memory.bench.ts [--record]
 *
 * BENCH_UPLOAD_MB (default 50) and BENCH_UPLOADS (default 10) change the load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeResultsSection } from '../pdf/results-file.ts';
import { freePort, freshDatabase, post, registerUser, startServer } from './bench-server.ts';

const MB = 1_048_576;
const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 50);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
const record = process.argv.includes('--record');

/** One page with an uncompressed grey image of `bytes` bytes: a valid PDF of about that size. */
function bigPdf(noise: Buffer, run: number): Uint8Array {
  const image = Buffer.from(noise);
  image.writeUInt32LE(run, 0); // every document different
  const side = Math.floor(Math.sqrt(image.length));
  const pixels = image.subarray(0, side * side);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  const content = 'q 500 0 0 700 40 60 cm /Im Do Q';
  push('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n');
  const objects: (string | [string, Buffer])[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im 4 0 R >> >> /Contents 5 0 R >>',
    [
      `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>`,
      pixels,
    ],
    [`<< /Length ${content.length} >>`, Buffer.from(content, 'latin1')],
  ];
  for (const [index, object] of objects.entries()) {
    offsets.push(length);
    if (typeof object === 'string') {
      push(`${index + 1} 0 obj\n${object}\nendobj\n`);
    } else {
      push(`${index + 1} 0 obj\n${object[0]}\nstream\n`);
      push(object[1]);
      push('\nendstream\nendobj\n');
    }
  }
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}

/** Resident memory of a process now and at its peak (VmRSS, VmHWM), in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function uploadAll(url: string, pdfs: Uint8Array[], token?: string) {
  const started = performance.now();
  const statuses = await Promise.all(
    pdfs.map(async (pdf, index) => {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), `big-${index}.pdf`);
      const response = await fetch(url, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  return { statuses, seconds: (performance.now() - started) / 1000 };
}

async function sink(mode: 'disk' | 'memory', pdfs: Uint8Array[]) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'upload-sink.ts'), mode, String(port)],
    { stdio: 'inherit' },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 300; attempt++) {
      if (
        await fetch(base).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const idle = memoryOf(child.pid!).rss;
    const run = await uploadAll(`${base}/upload`, pdfs);
    return { idle, ...memoryOf(child.pid!), ...run };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function signetRun(pdfs: Uint8Array[], env: Record<string, string> = {}) {
  const database = await freshDatabase();
  const { child, base } = await startServer(database.url, await freePort(), env);
  try {
    const email = 'uploads@example.com';
    const password = 'correct horse battery staple';
    await registerUser(base, email, password);
    const { token } = (await post(base, '/v1/login', { email, password })).body as {
      token: string;
    };
    const idle = memoryOf(child.pid!).rss;
    const run = await uploadAll(`${base}/v3/signature-requests`, pdfs, token);
    return { idle, ...memoryOf(child.pid!), ...run };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await database.drop();
  }
}

async function main() {
  const loadBefore = os.loadavg();
  const started = new Date();
  const noise = Buffer.alloc(SIZE_MB * MB - 2048);
  for (let offset = 0; offset < noise.length; offset += 4)
    noise.writeUInt32LE((offset * 2654435761) >>> 0, offset);
  const pdfs = Array.from({ length: UPLOADS }, (_, run) => bigPdf(noise, run));

  const disk = await sink('disk', pdfs);
  const memory = await sink('memory', pdfs);

  const signet = await signetRun(pdfs);
  // Every first page drawn at once, as before the gate (ADR 0536): what the bound saves.
  const unbounded = await signetRun(pdfs, { PRERENDER_CONCURRENCY: String(UPLOADS) });
  // The same uploads with no page drawn ahead: what the first-page render costs.
  const noPrerender = await signetRun(pdfs, { PRERENDER_PAGES: '0' });

  const row = (name: string, m: typeof disk) =>
    `| ${name} | ${m.idle.toFixed(0)} | ${m.peak.toFixed(0)} | ${(m.peak - m.idle).toFixed(0)} | ${m.seconds.toFixed(1)} | ${m.statuses.join(' ')} |`;
  const total = (pdfs[0]!.length * UPLOADS) / MB;
  const body = [
    `Measured ${started.toISOString().slice(0, 10)} on ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores, Node ${process.version}; load average ${loadBefore.map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min) when the run began, ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' / ',
      )} at the end. The machine was busy: other people's test suites and servers ran on its 2 cores throughout, so the times are not to be trusted; the memory figures are each process's own.`,
    `${UPLOADS} documents of ${(pdfs[0]!.length / MB).toFixed(1)} MB (${total.toFixed(0)} MB in all; one page, an uncompressed image, each different) are sent at once as multipart/form-data, one document per request. Peak = VmHWM of the server process, idle = its VmRSS just before the uploads.`,
    '',
    '| server | idle MB | peak MB | peak − idle MB | all answered after s | statuses |',
    '|---|---:|---:|---:|---:|---|',
    row('bare server, bodies streamed to a file (baseline)', disk),
    row('bare server, bodies collected in memory (baseline)', memory),
    row('Signet, POST /v3/signature-requests (real server, PostgreSQL; defaults)', signet),
    row(
      `Signet, the same with PRERENDER_CONCURRENCY=${UPLOADS} (every first page at once)`,
      unbounded,
    ),
    row('Signet, the same with PRERENDER_PAGES=0 (no first page drawn ahead)', noPrerender),
    '',
    'Run: `node --import tsx bench/server/upload-memory.bench.ts --record`.',
  ].join('\n');
  const analysis = `Signet spools each multipart file to a temporary file as it arrives (ADR 0135); the multipart reader holds no file. After the upload each document is read back whole, preflighted on a render thread (which needs the bytes, and gets its own copy) and written to the blob store; an intake gate lets two documents at a time through that step across all requests, the others wait on disk. The first page of each accepted document is drawn ahead (PRERENDER_PAGES) through a gate of its own (ADR 0536): PRERENDER_CONCURRENCY at once (default 1), PRERENDER_QUEUE waiting (default 20) without their bytes, which a waiting page reads from the blob store when its turn comes; past the queue a first page is left to its job. The page is drawn at scale 100 (72 dpi, 596 × 842 pixels for these A4 pages); what costs memory is the page's 50 MB image, which pdf.js decodes whatever the scale. Each render thread keeps parsed documents up to 64 MB of PDF besides the last one it used (before, four of any size: each of the two threads kept its last four 50 MB documents and their decoded images after drawing them). The row with PRERENDER_CONCURRENCY=${UPLOADS} lets every first page render at once, as before the gate. Peaks also vary between runs with when the collector runs on a loaded machine. The in-memory baseline shows what holding every body costs before any work is done.`;
  console.log(body);
  if (record) writeResultsSection('Upload memory', body, analysis);
}

await main();
