import { accountEndpoints as api } from '../../lib/api/account-endpoints.ts';
import { call } from '../../lib/api/api-client.ts';

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
