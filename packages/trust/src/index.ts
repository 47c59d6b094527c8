export { AUTHORITY_COMMON_NAMES, DEMO_NOTICE } from './authorities/authority-setup.ts';
export {
  BuiltInCscSigner,
  MAX_OTP_FAILURES,
  SAD_LIFETIME_SECONDS,
} from './csc/built-in-csc-signer.ts';
export type {
  CscCredentialsAuthorizeRequest,
  CscCredentialsAuthorizeResponse,
  CscCredentialsInfoRequest,
  CscCredentialsInfoResponse,
  CscCredentialsListRequest,
  CscCredentialsListResponse,
  CscSignaturesSignHashRequest,
  CscSignaturesSignHashResponse,
  CscSignerPort,
} from './csc/csc-port.ts';
export {
  type CscPdfSignerOptions,
  cscPdfSigner,
  type PdfSigner,
  type VerifiedCscPdfSigner,
  type VerifiedCscPdfSignerOptions,
  verifiedCscPdfSigner,
} from './csc/pdf-signer.ts';
export {
  type ExpectedSigner,
  type SignerCertificateEvidence,
  signerCertificateMismatches,
} from './csc/signer-certificate-check.ts';
export { TrustError, type TrustErrorCode } from './errors.ts';
export { toNodeListener } from './http/node-http-adapter.ts';
export {
  createTrustHttpHandler,
  type TrustHttpHandler,
  type TrustHttpRequest,
  type TrustHttpResponse,
} from './http/trust-http-handler.ts';
export type { IssuedCredential } from './issuance/issue-certificate.ts';
export type { IssueCertificateInput } from './issuance/issue-input.ts';
export { certificatePolicyOid, type Legislation } from './issuance/levels.ts';
export { decodeMasterKey, MASTER_KEY_FILE } from './keys/master-key.ts';
export {
  type MasterKeyRotation,
  type MasterKeyRotationResult,
  rotateMasterKey,
} from './keys/master-key-rotation.ts';
export { type KeyAlgorithm, p256PrivateScalar } from './keys/signing-key.ts';
export { CERTIFICATE_POLICY_ARC, SIGNET_ARC, TIMESTAMP_POLICY_OID } from './oids.ts';
export { toPem } from './pem.ts';
export type { RevocationData } from './revocation/revocation-data.ts';
export { writeFileAtomic } from './store/atomic-file.ts';
export { FileTrustStore } from './store/file-trust-store.ts';
export type {
  AuthorityName,
  AuthorizationRecord,
  CaName,
  CertificateRecord,
  CredentialRecord,
  RevocationReason,
  SignerLevel,
  StoredAuthorities,
  StoredAuthority,
  TrustStore,
} from './store/trust-store.ts';
export { openTrustService, type TrustService, type TrustServiceConfig } from './trust-service.ts';
