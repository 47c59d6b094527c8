import { execFileSync } from 'node:child_process';
import { createPrivateKey, type KeyObject, randomBytes, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { SignatureSigner } from '@signet/pdf';
import { ecdsaSignDigest } from '../../packages/pdf/test/ecdsa-digest-signer.ts';

export const outDir = new URL('../out/', import.meta.url).pathname;

/** A PDF of `pages` pages, each with text and an incompressible image, about `bytes` long in total. */
export async function generatePdf(name: string, pages: number, bytes: number): Promise<Uint8Array> {
  const file = join(outDir, name);
  if (existsSync(file)) return new Uint8Array(readFileSync(file));
  mkdirSync(outDir, { recursive: true });
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const side = Math.floor(Math.sqrt(bytes / pages));
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([595, 842]);
    const image = doc.context.stream(randomBytes(side * side), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: side,
      Height: side,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
    });
    const ref = doc.context.register(image);
    const imageName = page.node.newXObject('Noise', ref);
    page.drawText(`Benchmark page ${i + 1} of ${pages}`, { x: 50, y: 780, size: 18, font });
    const content = doc.context.stream(`q 400 0 0 400 97 300 cm ${imageName.toString()} Do Q`);
    page.node.addContentStream(doc.context.register(content));
  }
  const saved = await doc.save();
  writeFileSync(file, saved);
  return saved;
}

/** A self-signed ECDSA P-256 certificate and key made with the openssl command line. */
export function benchCredentials(): {
  key: KeyObject;
  certificate: Uint8Array;
  signer: SignatureSigner;
} {
  const keyFile = join(outDir, 'bench-ec.key.pem');
  const certFile = join(outDir, 'bench-ec.cert.pem');
  if (!existsSync(certFile)) {
    mkdirSync(outDir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-subj',
        '/CN=Signet Bench',
        '-days',
        '3650',
      ],
      { stdio: 'ignore' },
    );
  }
  const key = createPrivateKey(readFileSync(keyFile));
  const certificate = new Uint8Array(new X509Certificate(readFileSync(certFile)).raw);
  return {
    key,
    certificate,
    signer: {
      certificateChain: [certificate],
      keyAlgorithm: 'ECDSA-P256',
      signDigest: async (digest) => ecdsaSignDigest(key, digest),
    },
  };
}
