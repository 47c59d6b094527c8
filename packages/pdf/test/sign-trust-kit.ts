import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openTrustService, type TrustService, toPem } from '@signet/trust';
import type { SignatureSigner } from '../src/ports.ts';
import { workDir } from './sign-test-kit.ts';

export interface TestTrust {
  trust: TrustService;
  /** PEM file of the trust anchors, for openssl -CAfile. */
  rootPem: string;
  signer(name: string, keyAlgorithm?: 'ECDSA-P256' | 'RSA-3072'): Promise<SignatureSigner>;
}

/** Signet's built-in trust service in a fresh data directory, used in-process. */
export async function openTestTrust(): Promise<TestTrust> {
  const dir = workDir();
  const trust = await openTrustService({ dataDir: dir, baseUrl: 'http://127.0.0.1:9/trust' });
  const rootPem = join(dir, 'anchors.pem');
  writeFileSync(
    rootPem,
    trust
      .trustAnchors()
      .map((der) => toPem(der))
      .join(''),
  );
  let count = 0;
  return {
    trust,
    rootPem,
    async signer(name, keyAlgorithm = 'ECDSA-P256') {
      const credential = await trust.issueCertificate({
        subject: { name, email: `signer${++count}@signet.test` },
        level: 'aes',
        legislation: 'eidas',
        keyAlgorithm,
      });
      return trust.pdfSignerFor(credential);
    },
  };
}
