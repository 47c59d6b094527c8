import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import { TrustError } from '../errors.ts';
import { hashOtp, otpMatches } from '../issuance/otp-hash.ts';
import type { SigningKey } from '../keys/signing-key.ts';
import { OID } from '../oids.ts';
import type { TrustContext } from '../trust-context.ts';
import { CredentialVault, type OpenCredential } from './credential-vault.ts';
import type {
  CscCredentialsAuthorizeRequest,
  CscCredentialsAuthorizeResponse,
  CscCredentialsInfoRequest,
  CscCredentialsInfoResponse,
  CscCredentialsListRequest,
  CscCredentialsListResponse,
  CscSignaturesSignHashRequest,
  CscSignaturesSignHashResponse,
  CscSignerPort,
} from './csc-port.ts';
import {
  checkHashAlgorithm,
  checkSignAlgo,
  decodeHashes,
  supportedSignAlgos,
} from './sign-algorithms.ts';

/** A SAD lives five minutes: enough for one signing round trip, too short to hoard. */
export const SAD_LIFETIME_SECONDS = 300;
/** After this many wrong OTPs the credential stops authorizing (spec §4: TAN locked). */
export const MAX_OTP_FAILURES = 5;
const MAX_SIGNATURES_PER_SAD = 100;

const sadHash = (sad: string) => createHash('sha256').update(sad).digest('hex');
const generalizedTime = (date: Date) => `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
const distinguishedName = (multiline: string) => multiline.split('\n').reverse().join(', ');

export class BuiltInCscSigner implements CscSignerPort {
  private readonly vault: CredentialVault;

  constructor(private readonly ctx: TrustContext) {
    this.vault = new CredentialVault(ctx);
  }

  /** A credential just issued here: its key is kept as generated (CredentialVault.keep). */
  keepIssued(credentialID: string, key: SigningKey, chain: Uint8Array[]): void {
    this.vault.keep(credentialID, key, chain);
  }

  /**
   * A new one-time code for a credential (what CSC credentials/sendOTP sends): from now on
   * credentials/authorize asks for it. Wrong tries counted before still count (MAX_OTP_FAILURES),
   * so sending a new code does not unlock a locked credential.
   */
  async setOtp(credentialID: string, otp: string): Promise<void> {
    if (typeof otp !== 'string' || otp.length < 4 || otp.length > 64) {
      throw new TrustError('INVALID_ARGUMENT', 'otp: must be 4 to 64 characters');
    }
    const set = await this.ctx.store.setOtpHash(
      credentialID,
      hashOtp(this.ctx.otpKey, credentialID, otp),
    );
    if (!set) {
      throw new TrustError('CREDENTIAL_NOT_FOUND', `credentialID: no credential ${credentialID}`);
    }
  }

  async credentialsList(
    request: CscCredentialsListRequest = {},
  ): Promise<CscCredentialsListResponse> {
    const records = await this.ctx.store.listCredentials(request.userID);
    const sorted = records.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const limit = request.maxResults && request.maxResults > 0 ? request.maxResults : sorted.length;
    return { credentialIDs: sorted.slice(0, limit).map((record) => record.credentialID) };
  }

  async credentialsInfo(request: CscCredentialsInfoRequest): Promise<CscCredentialsInfoResponse> {
    const open = await this.vault.open(request?.credentialID);
    const status = await this.vault.certificateStatus(open);
    const isLocked = open.record.otpFailures >= MAX_OTP_FAILURES;
    const certificates = request.certificates ?? 'single';
    if (!['none', 'single', 'chain'].includes(certificates)) {
      throw new TrustError('INVALID_ARGUMENT', 'certificates: must be none, single or chain');
    }
    const x509 = new X509Certificate(open.chain[0]!);
    const isEc = open.record.keyAlgorithm === 'ECDSA-P256';
    const info: CscCredentialsInfoResponse = {
      description: `Signet demo credential, level ${open.record.level}`,
      key: {
        status: status === 'valid' && !isLocked ? 'enabled' : 'disabled',
        algo: supportedSignAlgos(open.record.keyAlgorithm),
        len: isEc ? 256 : 3072,
        ...(isEc ? { curve: OID.prime256v1 } : {}),
      },
      cert: { status },
      auth: open.record.otpHash
        ? { mode: 'explicit', objects: [{ type: 'OTP', id: 'OTP', format: 'A', label: 'OTP' }] }
        : { mode: 'explicit' },
      SCAL: '2',
      multisign: MAX_SIGNATURES_PER_SAD,
    };
    if (certificates !== 'none') {
      const chain = certificates === 'chain' ? open.chain : open.chain.slice(0, 1);
      info.cert.certificates = chain.map((der) => Buffer.from(der).toString('base64'));
    }
    if (request.certInfo) {
      info.cert.issuerDN = distinguishedName(x509.issuer);
      info.cert.subjectDN = distinguishedName(x509.subject);
      info.cert.serialNumber = open.signer.serialHex;
      info.cert.validFrom = generalizedTime(open.signer.notBefore);
      info.cert.validTo = generalizedTime(open.signer.notAfter);
    }
    return info;
  }

  private async usable(credentialID: unknown): Promise<OpenCredential> {
    const open = await this.vault.open(credentialID);
    const status = await this.vault.certificateStatus(open);
    if (status !== 'valid') {
      throw new TrustError('CREDENTIAL_UNUSABLE', `credentialID: the certificate is ${status}`);
    }
    return open;
  }

  private async checkOtp(open: OpenCredential, otp: unknown): Promise<void> {
    const stored = open.record.otpHash;
    if (!stored) return;
    if (open.record.otpFailures >= MAX_OTP_FAILURES) {
      throw new TrustError('OTP_LOCKED', 'OTP: too many wrong attempts; the credential is locked');
    }
    if (typeof otp !== 'string' || otp === '')
      throw new TrustError('OTP_REQUIRED', 'OTP: is required for this credential');
    if (otpMatches(this.ctx.otpKey, open.record.credentialID, otp, stored)) {
      if (open.record.otpFailures > 0)
        await this.ctx.store.countOtpFailure(open.record.credentialID, true);
      return;
    }
    const failures = await this.ctx.store.countOtpFailure(open.record.credentialID, false);
    if (failures >= MAX_OTP_FAILURES) {
      throw new TrustError('OTP_LOCKED', 'OTP: too many wrong attempts; the credential is locked');
    }
    throw new TrustError('OTP_INVALID', 'OTP: does not match');
  }

  async credentialsAuthorize(
    request: CscCredentialsAuthorizeRequest,
  ): Promise<CscCredentialsAuthorizeResponse> {
    const open = await this.usable(request?.credentialID);
    const { numSignatures } = request;
    if (
      !Number.isInteger(numSignatures) ||
      numSignatures < 1 ||
      numSignatures > MAX_SIGNATURES_PER_SAD
    ) {
      throw new TrustError(
        'INVALID_ARGUMENT',
        `numSignatures: must be an integer from 1 to ${MAX_SIGNATURES_PER_SAD}`,
      );
    }
    const length =
      request.hashAlgorithmOID === undefined
        ? undefined
        : checkHashAlgorithm(request.hashAlgorithmOID);
    const hashes = decodeHashes(request.hashes, length);
    if (hashes.length !== numSignatures) {
      throw new TrustError('INVALID_ARGUMENT', 'hashes: their number must equal numSignatures');
    }
    await this.checkOtp(open, request.OTP);
    const sad = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.ctx.now().getTime() + SAD_LIFETIME_SECONDS * 1000);
    await this.ctx.store.putAuthorization(sadHash(sad), {
      credentialID: open.record.credentialID,
      hashes: hashes.map((hash) => hash.toString('base64')),
      numSignatures,
      expiresAt: expiresAt.toISOString(),
    });
    return { SAD: sad, expiresIn: SAD_LIFETIME_SECONDS };
  }

  async signaturesSignHash(
    request: CscSignaturesSignHashRequest,
  ): Promise<CscSignaturesSignHashResponse> {
    if (typeof request?.SAD !== 'string' || request.SAD === '')
      throw new TrustError('SAD_INVALID', 'SAD: is required');
    const length = checkHashAlgorithm(request.hashAlgorithmOID);
    const hashes = decodeHashes(request.hashes, length);
    const open = await this.usable(request.credentialID);
    checkSignAlgo(open.record.keyAlgorithm, request.signAlgo, request.hashAlgorithmOID);
    // Taken (deleted) before any other check: whatever happens next, this SAD is spent.
    const grant = await this.ctx.store.takeAuthorization(sadHash(request.SAD));
    if (!grant || grant.credentialID !== open.record.credentialID) {
      throw new TrustError(
        'SAD_INVALID',
        'SAD: unknown, already used, or issued for another credential',
      );
    }
    if (new Date(grant.expiresAt) <= this.ctx.now())
      throw new TrustError('SAD_EXPIRED', 'SAD: has expired');
    if (hashes.length > grant.numSignatures) {
      throw new TrustError('HASH_NOT_AUTHORIZED', 'hashes: more than numSignatures authorized');
    }
    const authorized = new Set(grant.hashes);
    hashes.forEach((hash, index) => {
      if (!authorized.has(hash.toString('base64'))) {
        throw new TrustError('HASH_NOT_AUTHORIZED', `hashes[${index}]: not authorized by this SAD`);
      }
    });
    return {
      signatures: hashes.map((hash) => Buffer.from(open.key.signDigest(hash)).toString('base64')),
    };
  }
}
