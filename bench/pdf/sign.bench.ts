/**
 * Signing benchmark (issue: "Benchmarks"): PAdES B-B and B-T on a 1 MB, 20-page PDF and a
 * 20 MB, 200-page PDF, split into parse, write, hash, CMS and crypto time, each as a ratio to
 * the raw limit measured in the same run (SHA-256 of the file + one ECDSA P-256 signature with
 * node:crypto), next to @libpdf/core signing the same file. Results go to bench/RESULTS.md.
 *
 * Run: node --import tsx bench/pdf/sign.bench.ts
 */
import { execFileSync } from 'node:child_process';
import { createHash, sign as nodeSign, webcrypto } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { CryptoKeySigner, PDF } from '@libpdf/core';
import { sign, type TimestampAuthority } from '@signet/pdf';
import { sha256, signedAttributes, signedData } from '../../packages/pdf/src/cms/signed-data.ts';
import {
  digestOf,
  embedContents,
  prepareSignature,
} from '../../packages/pdf/src/sign/append-signature.ts';
import { openPdf } from '../../packages/pdf/src/sign/pdf-reader.ts';
import { reserveFor } from '../../packages/pdf/src/sign/sign.ts';
import { writeResultsSection } from './results-file.ts';
import { benchCredentials, generatePdf, outDir } from './sign-bench-kit.ts';
import { benchTimestampAuthority } from './sign-bench-tsa.ts';

const now = () => performance.now();
/** The fastest of N runs: on a shared machine, interference only ever adds time. */
const fastest = (values: number[]) => Math.min(...values);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

type Phases = {
  parse: number;
  write: number;
  hash: number;
  cms: number;
  crypto: number;
  tsa: number;
  total: number;
};

const { key, certificate, signer } = benchCredentials();

function rawLimit(bytes: Uint8Array): number {
  const t0 = now();
  const digest = createHash('sha256').update(bytes).digest();
  nodeSign('sha256', digest, { key, dsaEncoding: 'der' });
  return now() - t0;
}

async function oursOnce(bytes: Uint8Array, tsa?: TimestampAuthority): Promise<Phases> {
  const t0 = now();
  const reader = await openPdf(bytes);
  const t1 = now();
  const prepared = await prepareSignature(reader, {
    dictionary: { type: 'Sig', subFilter: 'ETSI.CAdES.detached', signingTime: new Date() },
    reserve: reserveFor([certificate], tsa !== undefined),
  });
  const t2 = now();
  const digest = digestOf(prepared.bytes, prepared.range);
  const t3 = now();
  const attrs = signedAttributes(digest, certificate);
  const toSign = sha256(attrs);
  const t4 = now();
  const signatureValue = await signer.signDigest(toSign);
  const t5 = now();
  const timestampToken = tsa ? await tsa.timestamp(sha256(signatureValue)) : undefined;
  const t6 = now();
  const cms = signedData({
    certificateChain: [certificate],
    keyAlgorithm: 'ECDSA-P256',
    signedAttrs: attrs,
    signatureValue,
    ...(timestampToken ? { timestampToken } : {}),
  });
  embedContents(prepared, cms);
  const t7 = now();
  return {
    parse: t1 - t0,
    write: t2 - t1,
    hash: t3 - t2,
    cms: t4 - t3 + (t7 - t6),
    crypto: t5 - t4,
    tsa: t6 - t5,
    total: t7 - t0,
  };
}

async function libpdfSigner() {
  const pkcs8 = key.export({ type: 'pkcs8', format: 'der' });
  const cryptoKey = await webcrypto.subtle.importKey(
    'pkcs8',
    pkcs8,
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign'],
  );
  return new CryptoKeySigner(cryptoKey as never, certificate, 'EC', 'ECDSA');
}

async function libpdfOnce(
  bytes: Uint8Array,
  level: 'B-B' | 'B-T',
  tsa?: TimestampAuthority,
): Promise<{ ms: number; bytes: Uint8Array }> {
  const signerLib = await libpdfSigner();
  const t0 = now();
  const pdf = await PDF.load(bytes);
  const result = await pdf.sign({
    signer: signerLib,
    level,
    ...(tsa
      ? { timestampAuthority: { timestamp: (digest: Uint8Array) => tsa.timestamp(digest) } }
      : {}),
  });
  return { ms: now() - t0, bytes: result.bytes };
}

function pdfsigValid(bytes: Uint8Array, name: string): boolean {
  const file = join(outDir, name);
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' }).includes('Signature is Valid.');
  } catch (error) {
    return String((error as { stdout?: string }).stdout).includes('Signature is Valid.');
  }
}

const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 1);

async function main() {
  const startLoad = loadavg()[0] ?? 0;
  const tsa = await benchTimestampAuthority();
  const files = [
    {
      label: '1 MB, 20 pages',
      bytes: await generatePdf('sign-1mb-20p.pdf', 20, 1_000_000),
      runs: 41,
      libRuns: 7,
    },
    {
      label: '20 MB, 200 pages',
      bytes: await generatePdf('sign-20mb-200p.pdf', 200, 20_000_000),
      runs: 21,
      libRuns: 3,
    },
  ];
  const rows: string[] = [];
  const notes: string[] = [];
  const results: {
    file: string;
    level: string;
    raw: number;
    total: number;
    toRaw: number;
    hashShare: number;
    libMs: number;
    speedup: number;
  }[] = [];
  for (const file of files) {
    for (const level of ['B-B', 'B-T'] as const) {
      const levelTsa = level === 'B-T' ? tsa.authority : undefined;
      if (level === 'B-T' && !levelTsa) continue;
      for (let i = 0; i < 3; i++) await oursOnce(file.bytes, levelTsa); // warm-up
      // Raw limit and Signet runs alternate; each Signet run is compared with the raw limit
      // measured just before and after it, and the median of those ratios is reported, so that
      // load from other work on the machine cancels out instead of landing on one side.
      const rawRuns = [rawLimit(file.bytes)];
      const runs: Phases[] = [];
      for (let i = 0; i < file.runs; i++) {
        runs.push(await oursOnce(file.bytes, levelTsa));
        rawRuns.push(rawLimit(file.bytes));
      }
      const rawAround = (i: number) => ((rawRuns[i] as number) + (rawRuns[i + 1] as number)) / 2;
      const toRaw = (k: keyof Phases) => median(runs.map((r, i) => r[k] / rawAround(i)));
      const raw = fastest(rawRuns);
      const total = fastest(runs.map((r) => r.total));
      const signed = await sign(file.bytes, {
        signer,
        level,
        ...(levelTsa ? { tsa: levelTsa } : {}),
      });
      const valid = pdfsigValid(signed, `signed-${level}-${file.bytes.length}.pdf`);
      const lib: number[] = [];
      const libRatios: number[] = [];
      let libValid = false;
      let libError = '';
      try {
        await libpdfOnce(file.bytes, level, levelTsa);
        for (let i = 0; i < file.libRuns; i++) {
          const result = await libpdfOnce(file.bytes, level, levelTsa);
          const ours = await oursOnce(file.bytes, levelTsa);
          lib.push(result.ms);
          libRatios.push(result.ms / ours.total);
          if (i === 0)
            libValid = pdfsigValid(result.bytes, `libpdf-${level}-${file.bytes.length}.pdf`);
        }
      } catch (error) {
        libError = (error as Error).message.split('\n')[0] ?? 'failed';
      }
      const libMs = lib.length ? fastest(lib) : Number.NaN;
      const speedup = libRatios.length ? median(libRatios) : Number.NaN;
      const x = (n: number) => `${n.toFixed(2)}×`;
      results.push({
        file: file.label,
        level,
        raw,
        total,
        toRaw: toRaw('total'),
        hashShare: median(runs.map((r) => r.hash / r.total)),
        libMs,
        speedup,
      });
      rows.push(
        `| ${file.label} | ${level} | ${fmt(raw)} | ${fmt(total)} (${x(toRaw('total'))}) | ${x(toRaw('parse'))} | ${x(toRaw('write'))} | ${x(toRaw('hash'))} | ${x(toRaw('cms'))} | ${x(toRaw('crypto'))} | ${level === 'B-T' ? `${fmt(median(runs.map((r) => r.tsa)))} ms` : '—'} | ${valid ? 'valid' : 'INVALID'} | ${lib.length ? `${fmt(libMs)} (${speedup.toFixed(1)}× ours)${libValid ? '' : ', pdfsig: not valid'}` : `failed: ${libError}`} |`,
      );
      console.log(rows[rows.length - 1]);
    }
  }
  notes.push(`TSA for B-T: ${tsa.description}.`);
  const big = results.find((r) => r.file.startsWith('20 MB') && r.level === 'B-B');
  if (big) {
    const ratioToRaw = big.toRaw;
    notes.push(
      `Goal "B-B within 5× of the raw limit on the 20 MB file": ${ratioToRaw <= 5 ? 'met' : 'NOT met'} (${ratioToRaw.toFixed(2)}×). Parsing reads only the cross-reference sections and the few objects the update touches, so it stays near 0 % of the raw limit; what remains is the SHA-256 of the signed bytes (${(big.hashShare * 100).toFixed(0)} % of the total, the same work as the raw limit) and one copy of the file into the output buffer (the "write" column).`,
    );
  }
  for (const r of results) {
    const speedup = r.speedup;
    const floor = r.libMs / 3;
    notes.push(
      `Goal "≥ 3× faster than @libpdf/core", ${r.file} ${r.level}: ${speedup >= 3 ? 'met' : 'NOT met'} (${Number.isFinite(speedup) ? `${speedup.toFixed(1)}×` : 'no @libpdf/core result'})${
        speedup < 3 && floor < r.raw
          ? ` — 3× would need ${fmt(floor)} ms, below the ${fmt(r.raw)} ms raw limit itself (hashing the file once), so no signer that hashes the document can reach it on this machine`
          : ''
      }.`,
    );
  }
  const cpu =
    execFileSync('lscpu', { encoding: 'utf8' })
      .match(/Model name:\s*(.+)/)?.[1]
      ?.trim() ?? cpus()[0]?.model;
  const section = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu}, ${cpus().length} cores, Node ${process.version}; load average ${startLoad.toFixed(1)} at the start (${startLoad > 1.5 ? 'other work was running, so absolute times are inflated; ratios are measured side by side' : 'a quiet machine'}).`,
    'Times are the fastest of N runs in milliseconds (the machine is shared; interference only adds time), and every ratio is the median over runs of that run against the raw limit measured just before and after it (for @libpdf/core: against a Signet run right after it), so load from other work cancels out; phase columns are ratios to the raw limit (SHA-256 of the whole file + one ECDSA P-256 signature with node:crypto, measured in the same run).',
    '',
    '| file | level | raw limit ms | Signet total ms (× raw) | parse | write | hash | CMS | crypto | TSA | pdfsig | @libpdf/core ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|',
    ...rows,
    '',
    ...notes,
  ];
  writeResultsSection('Signing', section.join('\n'));
}

await main();
