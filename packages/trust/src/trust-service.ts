import { join } from 'node:path';
import { type AuthoritySet, isCaName, loadAuthorities } from './authorities/authority.ts';
import {
  authorityRecords,
  createAuthoritySet,
  storeAuthoritySet,
} from './authorities/authority-setup.ts';
import { BuiltInCscSigner } from './csc/built-in-csc-signer.ts';
import type { CscSignerPort } from './csc/csc-port.ts';
import { cscPdfSigner, type PdfSigner } from './csc/pdf-signer.ts';
import { invalidArgument, TrustError } from './errors.ts';
import { type IssuedCredential, issueCredential } from './issuance/issue-certificate.ts';
import type { IssueCertificateInput } from './issuance/issue-input.ts';
import { deriveKey, loadMasterKey, masterKeyId } from './keys/master-key.ts';
import { assertMasterKeyCurrent } from './keys/master-key-marker.ts';
import { toPem } from './pem.ts';
import { buildCrl } from './revocation/crl.ts';
import { type OcspReply, OcspResponder } from './revocation/ocsp-responder.ts';
import { isRevocationReason } from './revocation/reasons.ts';
import { collectRevocationData, type RevocationData } from './revocation/revocation-data.ts';
import { FileTrustStore } from './store/file-trust-store.ts';
import type { AuthorityName, CaName, RevocationReason, TrustStore } from './store/trust-store.ts';
import type { TrustContext } from './trust-context.ts';
import {
  replyToTimestampRequest,
  sha256Imprint,
  type TimestampReply,
} from './tsa/timestamp-response.ts';
import { timestampToken } from './tsa/timestamp-token.ts';
import { normaliseSerialHex } from './x509/certificate-fields.ts';

export interface TrustServiceConfig {
  /** Where the file store and (when no masterKey is given) master.key live. */
  dataDir: string;
  /** Base64 of 32 random bytes; when absent, `<dataDir>/master.key` is used or created. */
  masterKey?: string;
  /** Public URL under which the HTTP handler is reachable; goes into CRL DP and AIA extensions. */
  baseUrl: string;
  /** Clock, for tests. */
  now?: () => Date;
  /** State backend; defaults to a FileTrustStore in `<dataDir>/trust`. */
  store?: TrustStore;
}

export interface TrustService {
  /** The CSC v2-shaped signer port of the built-in service. */
  readonly csc: CscSignerPort;
  /** A new one-time code for a credential (CSC credentials/sendOTP); see BuiltInCscSigner.setOtp. */
  setOtp(credentialID: string, otp: string): Promise<void>;
  readonly baseUrl: string;
  issueCertificate(input: IssueCertificateInput): Promise<IssuedCredential>;
  /** A PDF engine signer for a credential, signing through credentials/authorize + signatures/signHash. */
  pdfSignerFor(
    credential: IssuedCredential,
    options?: { otp?: string | (() => Promise<string>) },
  ): PdfSigner;
  /** RFC 3161 over DER: a TimeStampResp, granted or a rejection with its PKIFailureInfo. */
  respondTimestamp(requestDer: Uint8Array): Promise<Uint8Array>;
  respondTimestampDetailed(requestDer: Uint8Array): Promise<TimestampReply>;
  /** A TimeStampToken (CMS ContentInfo) over a SHA-256 digest, with the TSA certificate. */
  timestamp(sha256: Uint8Array): Promise<Uint8Array>;
  crl(ca: CaName | string): Promise<Uint8Array>;
  respondOcsp(requestDer: Uint8Array): Promise<Uint8Array>;
  respondOcspDetailed(requestDer: Uint8Array): Promise<OcspReply>;
  revoke(serial: string, reason?: RevocationReason): Promise<void>;
  revocationData(chain: Uint8Array[]): Promise<RevocationData>;
  /** DER certificate of a CA or the TSA. */
  certificate(name: AuthorityName | string): Uint8Array;
  /** The root certificate(s) relying parties trust. */
  trustAnchors(): Uint8Array[];
  trustAnchorsPem(): string;
}

async function openAuthorities(
  store: TrustStore,
  kek: Buffer,
  baseUrl: string,
  now: Date,
): Promise<AuthoritySet> {
  const existing = await store.loadAuthorities();
  if (existing) return loadAuthorities(existing, kek);
  const created = createAuthoritySet(baseUrl, now);
  // Indexed first: should another process win the race below, these serials simply never occur.
  for (const record of authorityRecords(created)) await store.putCertificate(record);
  const kept = await store.createAuthorities(storeAuthoritySet(created, kek, now));
  return loadAuthorities(kept, kek);
}

const normaliseSerial = (serial: string): string => {
  const hex = String(serial).replace(/[\s:]/g, '').replace(/^0x/i, '');
  if (!/^[0-9a-fA-F]{1,40}$/.test(hex))
    throw invalidArgument('serial', 'must be a hexadecimal serial number');
  return normaliseSerialHex(hex);
};

export async function openTrustService(config: TrustServiceConfig): Promise<TrustService> {
  if (!config?.dataDir) throw invalidArgument('dataDir', 'is required');
  if (typeof config.baseUrl !== 'string' || !/^https?:\/\/[^\s]+$/.test(config.baseUrl)) {
    throw invalidArgument('baseUrl', 'must be an http(s) URL');
  }
  const now = config.now ?? (() => new Date());
  const store = config.store ?? new FileTrustStore(join(config.dataDir, 'trust'));
  const masterKey = await loadMasterKey(
    config.dataDir,
    config.masterKey,
    async () => (await store.loadAuthorities()) !== undefined,
  );
  const keyEncryptionKey = deriveKey(masterKey, 'key-encryption');
  const keyId = masterKeyId(masterKey);
  // Whether the keys were re-encrypted under another master key (ADR 0140): checked on opening
  // and before each key or OTP hash is sealed, so a process left running with the old key stops.
  const assertKeyCurrent = (claim = false) => assertMasterKeyCurrent(config.dataDir, keyId, claim);
  await assertKeyCurrent();
  const authorities = await openAuthorities(store, keyEncryptionKey, config.baseUrl, now());
  await assertKeyCurrent(true);
  const ctx: TrustContext = {
    store,
    authorities,
    keyEncryptionKey,
    otpKey: deriveKey(masterKey, 'otp-hash'),
    baseUrl: config.baseUrl,
    now,
  };
  const csc = new BuiltInCscSigner(ctx);
  const responder = new OcspResponder(ctx);

  const crl = async (ca: string): Promise<Uint8Array> => {
    if (!isCaName(ca))
      throw new TrustError('UNKNOWN_CA', `ca: no certificate authority named ${ca}`);
    const [revoked, crlNumber] = await Promise.all([
      store.listRevoked(ca),
      store.nextCrlNumber(ca),
    ]);
    return buildCrl(authorities[ca], revoked, crlNumber, now());
  };

  return {
    csc,
    async setOtp(credentialID, otp) {
      await assertKeyCurrent();
      return csc.setOtp(credentialID, otp);
    },
    baseUrl: config.baseUrl,
    async issueCertificate(input) {
      await assertKeyCurrent();
      const { credential, key } = await issueCredential(ctx, input);
      csc.keepIssued(credential.credentialId, key, credential.chain);
      return credential;
    },
    pdfSignerFor: (credential, options = {}) =>
      cscPdfSigner(csc, {
        credentialID: credential.credentialId,
        certificateChain: credential.chain,
        keyAlgorithm: credential.keyAlgorithm,
        ...(options.otp === undefined ? {} : { otp: options.otp }),
      }),
    respondTimestampDetailed: async (requestDer) =>
      replyToTimestampRequest(authorities.tsa, requestDer, now()),
    respondTimestamp: async (requestDer) =>
      replyToTimestampRequest(authorities.tsa, requestDer, now()).der,
    async timestamp(sha256) {
      if (!(sha256 instanceof Uint8Array) || sha256.length !== 32)
        throw invalidArgument('sha256', 'must be 32 bytes');
      return timestampToken(
        authorities.tsa,
        { messageImprint: sha256Imprint(sha256), certReq: true },
        now(),
      );
    },
    crl,
    respondOcspDetailed: (requestDer) => responder.respond(requestDer),
    respondOcsp: async (requestDer) => (await responder.respond(requestDer)).der,
    async revoke(serial, reason = 'unspecified') {
      if (!isRevocationReason(reason))
        throw invalidArgument('reason', 'is not an RFC 5280 CRLReason name');
      const hex = normaliseSerial(serial);
      const revoked = await store.revokeCertificate(hex, {
        revokedAt: now().toISOString(),
        reason,
      });
      if (!revoked)
        throw new TrustError(
          'CERTIFICATE_NOT_FOUND',
          `serial: no certificate ${hex} was issued here`,
        );
    },
    revocationData: (chain) => collectRevocationData(ctx, responder, crl, chain),
    certificate(name) {
      if (name !== 'tsa' && !isCaName(name))
        throw new TrustError('UNKNOWN_CA', `name: no authority named ${name}`);
      return authorities[name].certificate;
    },
    trustAnchors: () => [authorities.root.certificate],
    trustAnchorsPem: () => toPem(authorities.root.certificate),
  };
}
