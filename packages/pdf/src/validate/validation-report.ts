export type PadesLevelReached = 'none' | 'B-B' | 'B-T' | 'B-LT' | 'B-LTA';

export interface SignerIdentity {
  commonName: string;
  email?: string;
  organization?: string;
  /** Serial number of the signer's certificate, hexadecimal. */
  serialNumber: string;
  /** The issuer's distinguished name. */
  issuer: string;
}

export interface CertificateSummary {
  subject: string;
  issuer: string;
  notBefore: Date;
  notAfter: Date;
}

export interface SignatureIntegrity {
  /** ByteRange starts at 0, ends at the end of its revision and leaves out exactly /Contents. */
  byteRangeValid: boolean;
  /** The signed revision is the whole current file (no later revisions). */
  coversWholeFile: boolean;
  /** The digest the signature commits to equals the digest of the signed bytes. */
  digestMatches: boolean;
  /** The signature value verifies with the signer's public key. */
  signatureValid: boolean;
}

export interface SignatureValidation {
  fieldName: string;
  subFilter: string;
  isDocumentTimestamp: boolean;
  signer: SignerIdentity | null;
  /** From a valid time-stamp when there is one, else the signature dictionary's /M. */
  signingTime?: Date;
  integrity: SignatureIntegrity;
  chain: { trusted: boolean; certificates: CertificateSummary[]; problem?: string };
  timestamp?: { time: Date; valid: boolean; tsa: string };
  level: PadesLevelReached;
  modificationsAfter: { kinds: string[]; allowed: boolean };
  problems: string[];
}

export interface ValidationReport {
  signatures: SignatureValidation[];
  /** Findings about the file as a whole (unsigned trailing bytes, unreadable parts). */
  anomalies: string[];
}

export interface ValidateOptions {
  /** DER certificates to trust as roots. Without them no chain is reported as trusted. */
  trustAnchors?: Uint8Array[];
  /** The time to validate at (default: now). */
  now?: Date;
}
