import { cscPdfSigner, type PdfSigner } from '@signet/trust';
import type { TrustPort } from './trust.port.ts';

/** Whose credentials the platform's own seal is listed under at the trust port (CSC userID). */
const PLATFORM_SEAL_USER = 'signet-platform-seal';
/** A seal certificate this close to its end is replaced rather than used. */
const RENEW_BEFORE_MS = 30 * 24 * 3600 * 1000;

/**
 * The platform's seal (level seal-aes) that seals documents the platform itself issues, such as
 * signature protocols. The credential is kept by the trust service and reused across restarts; a
 * new one is asked for when none is valid for another 30 days.
 */
export class PlatformSeal {
  private signer: Promise<PdfSigner> | undefined;

  constructor(
    private readonly trust: TrustPort,
    /** The deployment's domain, named as the seal's organisation. */
    private readonly domainName: string,
    private readonly now: () => Date,
  ) {}

  signerNow(): Promise<PdfSigner> {
    if (!this.signer) {
      this.signer = this.open();
      this.signer.catch(() => {
        this.signer = undefined;
      });
    }
    return this.signer;
  }

  private async open(): Promise<PdfSigner> {
    const { credentialIDs } = await this.trust.credentialsList({ userID: PLATFORM_SEAL_USER });
    for (const credentialID of credentialIDs.reverse()) {
      const info = await this.trust.credentialsInfo({ credentialID, certificates: 'chain' });
      const validTo = info.cert.validTo ? generalizedTime(info.cert.validTo) : undefined;
      if (
        info.key.status !== 'enabled' ||
        info.cert.status !== 'valid' ||
        !validTo ||
        validTo.getTime() - this.now().getTime() < RENEW_BEFORE_MS
      )
        continue;
      return cscPdfSigner(this.trust, {
        credentialID,
        certificateChain: (info.cert.certificates ?? []).map(
          (b64) => new Uint8Array(Buffer.from(b64, 'base64')),
        ),
        keyAlgorithm: info.key.curve ? 'ECDSA-P256' : 'RSA-3072',
      });
    }
    const credential = await this.trust.credentialFor({
      subject: {
        name: 'Signet signature protocols',
        organization: this.domainName.slice(0, 64),
      },
      level: 'seal-aes',
      userID: PLATFORM_SEAL_USER,
    });
    return cscPdfSigner(this.trust, {
      credentialID: credential.credentialId,
      certificateChain: credential.chain,
      keyAlgorithm: credential.keyAlgorithm,
    });
  }
}

/** CSC validTo: YYYYMMDDHHMMSSZ. */
function generalizedTime(value: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}
