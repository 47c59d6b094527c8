import { TrustError } from '../errors.ts';
import { credentialKeyLabel } from '../issuance/issue-certificate.ts';
import { decryptKey } from '../keys/key-encryption.ts';
import { SigningKey } from '../keys/signing-key.ts';
import type { CredentialRecord } from '../store/trust-store.ts';
import type { TrustContext } from '../trust-context.ts';
import { type CertificateFields, certificateFields } from '../x509/certificate-fields.ts';

export interface OpenCredential {
  record: CredentialRecord;
  key: SigningKey;
  chain: Uint8Array[];
  signer: CertificateFields;
}

const CACHE_LIMIT = 1000;

/** Decrypts a credential's key once and keeps it parsed, so signing costs only the signature. */
export class CredentialVault {
  private readonly cache = new Map<
    string,
    { key: SigningKey; chain: Uint8Array[]; signer: CertificateFields }
  >();

  constructor(private readonly ctx: TrustContext) {}

  /**
   * Keeps the key of a credential just issued, as generated, so that its first use does not
   * decrypt and parse it again. Only what `open` would have parsed from the stored record.
   */
  keep(credentialID: string, key: SigningKey, chain: Uint8Array[]): void {
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(credentialID, { key, chain, signer: certificateFields(chain[0]!) });
  }

  /** The stored record is read every time (OTP failures, revocation); the key comes from the cache. */
  async open(credentialID: unknown): Promise<OpenCredential> {
    if (typeof credentialID !== 'string' || credentialID === '') {
      throw new TrustError('INVALID_ARGUMENT', 'credentialID: is required');
    }
    const record = await this.ctx.store.getCredential(credentialID);
    if (!record)
      throw new TrustError('CREDENTIAL_NOT_FOUND', `credentialID: no credential ${credentialID}`);
    let parsed = this.cache.get(credentialID);
    if (!parsed) {
      const pkcs8 = decryptKey(
        this.ctx.keyEncryptionKey,
        credentialKeyLabel(credentialID),
        record.privateKey,
      );
      const chain = record.chain.map((der) => new Uint8Array(Buffer.from(der, 'base64')));
      parsed = { key: SigningKey.fromPkcs8(pkcs8), chain, signer: certificateFields(chain[0]!) };
      if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(credentialID, parsed);
    }
    return { record, ...parsed };
  }

  async certificateStatus(open: OpenCredential): Promise<'valid' | 'expired' | 'revoked'> {
    const entry = await this.ctx.store.getCertificate(open.record.serial);
    if (entry?.status === 'revoked') return 'revoked';
    const now = this.ctx.now();
    if (now > open.signer.notAfter || now < open.signer.notBefore) return 'expired';
    return 'valid';
  }
}
