import { TrustError, type TrustErrorCode } from '@signet/trust';

/**
 * How the CSC server writes the built-in trust service's refusals on the wire, and how the CSC
 * client reads them back (docs/decisions/0612). The CSC specification names `invalid_request` for
 * bad parameters and leaves finer errors to the provider: Signet's are its error codes in lower
 * case, so that a wrong OTP stays `OTP_INVALID` across the HTTP hop.
 */
const PASSED_ON: readonly TrustErrorCode[] = [
  'CREDENTIAL_NOT_FOUND',
  'CREDENTIAL_UNUSABLE',
  'OTP_REQUIRED',
  'OTP_INVALID',
  'OTP_LOCKED',
  'SAD_INVALID',
  'SAD_EXPIRED',
  'HASH_NOT_AUTHORIZED',
  'ALGORITHM_UNSUPPORTED',
];

export interface CscWireError {
  error: string;
  error_description: string;
}

export function toWireError(error: TrustError): CscWireError {
  const code = PASSED_ON.includes(error.code) ? error.code.toLowerCase() : 'invalid_request';
  return { error: code, error_description: error.message };
}

/** The trust error a provider's answer stands for, or undefined when it is none of Signet's. */
export function fromWireError(body: unknown): TrustError | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, error_description: description } = body as Partial<CscWireError>;
  if (typeof error !== 'string') return undefined;
  const message = typeof description === 'string' ? description : error;
  if (error === 'invalid_request') return new TrustError('INVALID_ARGUMENT', message);
  const code = error.toUpperCase() as TrustErrorCode;
  return PASSED_ON.includes(code) ? new TrustError(code, message) : undefined;
}
