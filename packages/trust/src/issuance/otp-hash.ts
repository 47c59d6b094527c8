import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * OTPs are short, so a plain hash could be brute-forced from a leaked store; an HMAC under a key
 * derived from the master key cannot be without that key. Bound to the credential.
 */
export const hashOtp = (otpKey: Buffer, credentialID: string, otp: string): string =>
  createHmac('sha256', otpKey).update(`${credentialID}\n${otp}`).digest('base64');

export function otpMatches(
  otpKey: Buffer,
  credentialID: string,
  otp: string,
  stored: string,
): boolean {
  const expected = Buffer.from(stored, 'base64');
  const actual = Buffer.from(hashOtp(otpKey, credentialID, otp), 'base64');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
