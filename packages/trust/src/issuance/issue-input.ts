import { invalidArgument } from '../errors.ts';
import type { KeyAlgorithm } from '../keys/signing-key.ts';
import type { SignerLevel } from '../store/trust-store.ts';
import { LEGISLATIONS, type Legislation, levelProfile, SIGNER_LEVELS } from './levels.ts';

export interface IssueCertificateInput {
  subject: { name: string; email?: string; organization?: string };
  level: SignerLevel;
  legislation?: Legislation;
  keyAlgorithm?: KeyAlgorithm;
  /** When set, every credentials/authorize for this credential must present it. */
  otp?: string;
  /** Owner for credentials/list; defaults to the subject's e-mail, else organisation, else name. */
  userID?: string;
}

export interface ValidIssueInput {
  name: string;
  email?: string;
  organization?: string;
  level: SignerLevel;
  legislation?: Legislation;
  keyAlgorithm: KeyAlgorithm;
  otp?: string;
  userID: string;
}

// RFC 5280 Appendix A upper bounds: ub-common-name and ub-organization-name 64, ub-emailaddress-length 255.
const MAX_NAME = 64;
const EMAIL = /^[\x21-\x7e]+@[\x21-\x7e]+\.[\x21-\x7e]+$/;

function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidArgument(field, 'is required');
  const trimmed = value.trim().normalize('NFC');
  if ([...trimmed].length > max) throw invalidArgument(field, `must be at most ${max} characters`);
  if (/\p{Cc}/u.test(trimmed)) throw invalidArgument(field, 'must not contain control characters');
  return trimmed;
}

export function validateIssueInput(input: IssueCertificateInput): ValidIssueInput {
  if (!input || typeof input !== 'object') throw invalidArgument('input', 'is required');
  if (!SIGNER_LEVELS.includes(input.level))
    throw invalidArgument('level', `must be one of ${SIGNER_LEVELS.join(', ')}`);
  if (input.legislation !== undefined && !LEGISLATIONS.includes(input.legislation)) {
    throw invalidArgument('legislation', `must be one of ${LEGISLATIONS.join(', ')}`);
  }
  const keyAlgorithm = input.keyAlgorithm ?? 'ECDSA-P256';
  if (keyAlgorithm !== 'ECDSA-P256' && keyAlgorithm !== 'RSA-3072') {
    throw invalidArgument('keyAlgorithm', 'must be ECDSA-P256 or RSA-3072');
  }
  const subject = input.subject ?? ({} as IssueCertificateInput['subject']);
  const name = text(subject.name, 'subject.name', MAX_NAME);
  const isSeal = levelProfile(input.level).isSeal;
  // An e-mail is optional for every level: without one the certificate carries none.
  let email: string | undefined;
  if (subject.email !== undefined) {
    email = text(subject.email, 'subject.email', 255);
    if (!EMAIL.test(email)) throw invalidArgument('subject.email', 'is not an e-mail address');
  }
  let organization: string | undefined;
  if (subject.organization !== undefined || isSeal) {
    organization = text(subject.organization, 'subject.organization', MAX_NAME);
  }
  if (
    input.otp !== undefined &&
    (typeof input.otp !== 'string' || input.otp.length < 4 || input.otp.length > 64)
  ) {
    throw invalidArgument('otp', 'must be 4 to 64 characters');
  }
  const userID = input.userID ?? email ?? organization ?? name;
  if (typeof userID !== 'string' || userID === '')
    throw invalidArgument('userID', 'must be a non-empty string');
  return {
    name,
    email,
    organization,
    level: input.level,
    legislation: input.legislation,
    keyAlgorithm,
    otp: input.otp,
    userID,
  };
}
