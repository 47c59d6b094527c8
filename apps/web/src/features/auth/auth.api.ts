import { accountEndpoints as api } from '../../lib/api/account-endpoints.ts';
import { call } from '../../lib/api/api-client.ts';
import { currentLocale } from '../../lib/i18n/i18n.ts';
import { announceLoginStart, startSession } from '../session/index.ts';

export async function logIn(email: string, password: string): Promise<void> {
  // The signed-in code downloads while the server checks the password, not after (ADR 0218).
  announceLoginStart();
  const { token } = await call(api.login, { body: { email, password } });
  startSession(token);
}

export function requestSignupMail(email: string, invitation?: string) {
  return call(api.requestConfirmation, {
    body: { email, flow: 'signup', lang: currentLocale(), ...(invitation ? { invitation } : {}) },
  });
}

/**
 * The check of an e-mail link's token (ADR 0230): from the sign-up mail (signed out) and from a
 * signed-in account's address change, kept apart as each page reads its own answer.
 */
export const confirmationKeys = {
  signup: (token: string) => ['confirmation', token] as const,
  profile: (token: string) => ['profile-confirmation', token] as const,
};

export function confirmToken(token: string) {
  return call(api.validConfirmation, { body: { token, language: currentLocale() } });
}

export function requestPasswordReset(email: string) {
  return call(api.requestReset, { body: { email } });
}

export function resetPassword(token: string, password: string) {
  return call(api.resetPassword, { body: { token, new: password } });
}

/**
 * §5: password rules are the server's; it answers validity and an error code, which the form
 * shows as `password.errors.<code>` (falling back to a general message for unknown codes).
 */
export async function checkPassword(password: string, token?: string): Promise<string | null> {
  const result = await call(api.checkPassword, { body: { password, token } });
  return result.validPassword ? null : (result.error ?? 'weak');
}
