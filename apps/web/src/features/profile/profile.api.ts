import { accountEndpoints as api } from '../../lib/api/account-endpoints.ts';
import { call } from '../../lib/api/api-client.ts';
import { currentLocale } from '../../lib/i18n/i18n.ts';

export function updateProfile(body: {
  firstName?: string;
  lastName?: string;
  attributes?: Record<string, string[]>;
}) {
  return call(api.updateUser, { body });
}

export function changePassword(oldPassword: string, newPassword: string) {
  return call(api.changePassword, { body: { old: oldPassword, new: newPassword } });
}

export function deleteAccount(password: string) {
  return call(api.deleteUser, { body: { password } });
}

export function acceptTerms() {
  return call(api.acceptTerms, { body: { gtc: true } });
}

/** Issue 13: the password starts the change; the code sent to the new number completes it. */
export function startMobileChange(mobile: string, password: string) {
  return call(api.changeMobile, { body: { mobile, password } });
}

export function confirmMobileChange(code: string) {
  return call(api.confirmMobile, { body: { code } });
}

/** A link goes to the new address; the change takes effect once it is opened. */
export function requestEmailChange(email: string, password: string) {
  return call(api.requestConfirmation, {
    body: { email, flow: 'email_change', lang: currentLocale(), password },
  });
}
