import { execFile } from 'node:child_process';
import { constants, createPrivateKey, privateEncrypt, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { readTlv } from '../src/cms/der.ts';
import type { SignatureSigner } from '../src/ports.ts';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../../..');
/** Real-world PDFs, read in place (never copied into the repository). */
export const fixturesDir = resolve(repoRoot, '../shared/fixtures/pdfs');
export const hasFixtures = existsSync(join(fixturesDir, 'MANIFEST.md'));
export const fixture = (name: string) => new Uint8Array(readFileSync(join(fixturesDir, name)));

const pyhanko = join(fixturesDir, 'certs/pyhanko');
export const pyhankoRootPem = join(pyhanko, 'root.cert.pem');
const certDer = (file: string) =>
  new Uint8Array(new X509Certificate(readFileSync(join(pyhanko, file))).raw);
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/** The pyHanko test signer (RSA, CN=Alice) with its intermediate and root. */
export function pyhankoSigner(): SignatureSigner {
  const key = createPrivateKey({
    key: readFileSync(join(pyhanko, 'signer.key.pem')),
    passphrase: 'secret',
  });
  return {
    certificateChain: [
      certDer('signer1-long.cert.pem'),
      certDer('interm.cert.pem'),
      certDer('root.cert.pem'),
    ],
    keyAlgorithm: 'RSA',
    async signDigest(digest) {
      const block = Buffer.concat([SHA256_DIGEST_INFO, digest]);
      return new Uint8Array(privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, block));
    },
  };
}

export const workDir = () => mkdtempSync(join(tmpdir(), 'signet-pdf-'));

export interface PdfsigSignature {
  field: string;
  type: string;
  validation: string;
}

/** Runs poppler's pdfsig and returns each signed field's name, SubFilter and verdict (empty fields left out). */
export async function pdfsig(pdf: Uint8Array): Promise<PdfsigSignature[]> {
  const file = join(workDir(), 'in.pdf');
  writeFileSync(file, pdf);
  const { stdout } = await run('pdfsig', [file]).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  return stdout
    .split(/^Signature #\d+:$/m)
    .slice(1)
    .filter((block) => !block.includes('is not signed'))
    .map((block) => ({
      field: /Signature Field Name: (.*)/.exec(block)?.[1]?.trim() ?? '',
      type: /Signature Type: (.*)/.exec(block)?.[1]?.trim() ?? '',
      validation: /Signature Validation: (.*)/.exec(block)?.[1]?.trim() ?? '',
    }));
}

/** `qpdf --check`: exit 0 (clean) or 3 (warnings only) pass; 2 means errors. */
export async function qpdfCheck(pdf: Uint8Array): Promise<{ ok: boolean; output: string }> {
  const file = join(workDir(), 'in.pdf');
  writeFileSync(file, pdf);
  try {
    const { stdout } = await run('qpdf', ['--check', file]);
    return { ok: true, output: stdout };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { ok: e.code === 3, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

export interface ExtractedSignature {
  byteRange: number[];
  subFilter: string;
  /** The CMS (or timestamp token) without the zero padding. */
  cms: Uint8Array;
  /** The bytes the ByteRange covers. */
  signed: Uint8Array;
}

/** Finds every /ByteRange in the file and cuts out its CMS and signed bytes, as a checker would. */
export function extractSignatures(pdf: Uint8Array): ExtractedSignature[] {
  const text = Buffer.from(pdf).toString('latin1');
  const out: ExtractedSignature[] = [];
  for (const match of text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)) {
    const range = match.slice(1, 5).map(Number) as [number, number, number, number];
    const objectStart = text.lastIndexOf(' obj', match.index);
    const subFilter =
      /\/SubFilter\s*\/([\w.]+)/.exec(
        text.slice(objectStart, text.indexOf('endobj', range[2])),
      )?.[1] ?? '';
    const hex = text.slice(range[1] + 1, range[2] - 1);
    const raw = new Uint8Array(Buffer.from(hex, 'hex'));
    // Trim the zero padding; BER with indefinite lengths (other tools' CMS) is left as it is.
    let cms = raw;
    try {
      cms = raw.subarray(0, readTlv(raw, 0).end);
    } catch {}
    const signed = Buffer.concat([
      pdf.subarray(range[0], range[0] + range[1]),
      pdf.subarray(range[2], range[2] + range[3]),
    ]);
    out.push({ byteRange: range, subFilter, cms, signed: new Uint8Array(signed) });
  }
  return out;
}

/** `openssl cms -verify` (or `openssl ts -verify` for document timestamps) against `rootPem`. */
export async function opensslVerify(
  signature: ExtractedSignature,
  rootPem: string,
): Promise<{ ok: boolean; output: string }> {
  const dir = workDir();
  writeFileSync(join(dir, 'sig.der'), signature.cms);
  writeFileSync(join(dir, 'data.bin'), signature.signed);
  const args =
    signature.subFilter === 'ETSI.RFC3161'
      ? [
          'ts',
          '-verify',
          '-data',
          join(dir, 'data.bin'),
          '-in',
          join(dir, 'sig.der'),
          '-token_in',
          '-CAfile',
          rootPem,
        ]
      : [
          'cms',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-in',
          join(dir, 'sig.der'),
          '-content',
          join(dir, 'data.bin'),
          '-CAfile',
          rootPem,
          '-purpose',
          'any',
          '-out',
          '/dev/null',
        ];
  try {
    const { stdout, stderr } = await run('openssl', args);
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

export function startsWith(whole: Uint8Array, prefix: Uint8Array): boolean {
  return (
    whole.length >= prefix.length && Buffer.compare(whole.subarray(0, prefix.length), prefix) === 0
  );
}

export interface GrayImage {
  width: number;
  height: number;
  at(x: number, y: number): number;
}

/** Renders one page with pdftoppm at 72 dpi (1 px = 1 pt), as a viewer shows it, in gray. */
export async function renderGray(pdf: Uint8Array, page: number): Promise<GrayImage> {
  const dir = workDir();
  writeFileSync(join(dir, 'in.pdf'), pdf);
  await run('pdftoppm', [
    '-r',
    '72',
    '-gray',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    join(dir, 'in.pdf'),
    join(dir, 'out'),
  ]);
  const data = readFileSync(join(dir, 'out.pgm'));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(data.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const pixels = data.subarray(header[0].length);
  return { width, height, at: (x, y) => pixels[y * width + x] as number };
}

/** The Document Security Store as a reader sees it: decoded bytes per array. */
export async function readDss(
  pdf: Uint8Array,
): Promise<Record<'Certs' | 'OCSPs' | 'CRLs', Uint8Array[]> | undefined> {
  const { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } =
    await import('@cantoo/pdf-lib');
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const dss = doc.catalog.lookup(PDFName.of('DSS'));
  if (!(dss instanceof PDFDict)) return undefined;
  const entries = (key: string) => {
    const array = dss.lookup(PDFName.of(key));
    if (!(array instanceof PDFArray)) return [];
    return array.asArray().map((ref) => {
      const stream = doc.context.lookup(ref);
      return stream instanceof PDFRawStream
        ? decodePDFRawStream(stream).decode()
        : new Uint8Array();
    });
  };
  return { Certs: entries('Certs'), OCSPs: entries('OCSPs'), CRLs: entries('CRLs') };
}

/** `openssl ts -verify` of a signature timestamp token against the digest it should stamp. */
export async function opensslVerifyToken(
  token: Uint8Array,
  digest: Uint8Array,
  rootPem: string,
): Promise<string> {
  const dir = workDir();
  writeFileSync(join(dir, 'token.der'), token);
  try {
    const { stdout, stderr } = await run('openssl', [
      'ts',
      '-verify',
      '-digest',
      Buffer.from(digest).toString('hex'),
      '-in',
      join(dir, 'token.der'),
      '-token_in',
      '-CAfile',
      rootPem,
    ]);
    return stdout + stderr;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
}
