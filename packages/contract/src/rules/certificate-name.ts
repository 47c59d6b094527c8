/**
 * RFC 5280 Appendix A ub-common-name: a signing certificate's name holds at most 64 characters,
 * and the trust service refuses a longer one (packages/trust issue-input.ts). The account's first
 * and last name, joined by a space, become that name: they are checked together at input, so that
 * a name that can never sign is refused before a TAN is spent.
 */
export const CERTIFICATE_NAME_MAX_LENGTH = 64;

/** The certificate's name as the signing builds it from the account's names. */
export function certificateName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim().normalize('NFC');
}

/** Whether the names fit the certificate (counted in characters, as the trust service counts). */
export function fitsCertificate(firstName: string, lastName: string): boolean {
  return [...certificateName(firstName, lastName)].length <= CERTIFICATE_NAME_MAX_LENGTH;
}
