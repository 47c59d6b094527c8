import { sign } from '@signet/pdf';
import { type TrustService, verifiedCscPdfSigner } from '@signet/trust';

export interface EngineRun {
  issue: number;
  sign: number;
  total: number;
}

/**
 * The engine alone, making the calls the server's signing makes (signer-credentials.ts `signerFor`
 * and request-signing.ts `signIn`) in the same order with the same options: the certificate issued
 * at the trust service in the signer's name, without an OTP of its own since the server checked the
 * TAN already (docs/decisions/0610); the signer built by `verifiedCscPdfSigner`
 * over the server's CSC port (the built-in one here, as in the server the benchmark starts), which
 * reads the chain with credentials/info; then packages/pdf `sign` at B-T with the trust service's
 * TSA, whose one signature value goes through credentials/authorize and signatures/signHash and is
 * checked against the named certificate (signer-certificate-check.ts) before it is embedded. That is
 * trust service and engine work, so it belongs to the baseline. Left out, because they are the
 * server's HTTP, database and job work: the session, the checks, the TAN, the transaction and its
 * row lock, reading the current version and storing the new one, the event and the commit.
 */
export async function engineOnce(
  trust: TrustService,
  pdf: Uint8Array,
  n: number,
): Promise<EngineRun> {
  const signerName = { name: 'Bench Signer', email: 'bench-signer@example.com' };
  const t0 = performance.now();
  const credential = await trust.issueCertificate({
    subject: signerName,
    level: 'ses',
    legislation: 'eidas',
    userID: 'bench-signer',
  });
  const signer = await verifiedCscPdfSigner(trust.csc, {
    credentialID: credential.credentialId,
    expected: signerName,
  });
  const t1 = performance.now();
  const signed = await sign(pdf, {
    signer: signer.pdfSigner,
    level: 'B-T',
    tsa: trust,
    fieldName: `Signature-${n}`,
    signingTime: new Date(),
  });
  const t2 = performance.now();
  if (signed.length <= pdf.length) throw new Error('the engine did not sign');
  return { issue: t1 - t0, sign: t2 - t1, total: t2 - t0 };
}
