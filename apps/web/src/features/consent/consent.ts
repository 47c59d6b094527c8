/** The visitor's answer to the cookie-consent dialog, remembered in this browser. */
export const CONSENT_KEY = 'signet-cookie-consent';
export type Consent = 'all' | 'necessary';

export function readConsent(storage: Storage): Consent | null {
  const value = storage.getItem(CONSENT_KEY);
  return value === 'all' || value === 'necessary' ? value : null;
}

export function saveConsent(storage: Storage, consent: Consent): void {
  storage.setItem(CONSENT_KEY, consent);
}

/** §7: optional tools run only with consent and only when configured. */
export function mayStartErrorReporting(
  consent: Consent | null,
  dsn: string | null | undefined,
): boolean {
  return consent === 'all' && Boolean(dsn);
}
