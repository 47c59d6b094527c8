import { AppError, type PasswordProblem } from '@signet/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 10;
const COMMON_COUNT = 10_000;

/** zxcvbn-ts's list is ordered by frequency; its head is the 10 000 most common passwords. */
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].slice(0, COMMON_COUNT).map((word) => word.toLowerCase()),
);

/**
 * The password rules (§5: server-side): at least 10 characters (counted as code points), not among
 * the 10 000 most common passwords (compared case-insensitively), and not containing the local part
 * of the account's e-mail address. Local parts under 3 characters are not checked: "a@…" would
 * otherwise forbid every password containing an "a".
 */
export function passwordProblem(
  password: string,
  email: string | undefined,
): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'PASSWORD_TOO_COMMON';
  const localPart = email?.split('@')[0]?.toLowerCase();
  if (localPart && localPart.length >= 3 && password.toLowerCase().includes(localPart)) {
    return 'PASSWORD_CONTAINS_EMAIL';
  }
  return null;
}

const MESSAGES: Record<PasswordProblem, string> = {
  PASSWORD_TOO_SHORT: `The password needs at least ${MIN_PASSWORD_LENGTH} characters`,
  PASSWORD_TOO_COMMON: 'This password is too common; choose another one',
  PASSWORD_CONTAINS_EMAIL: 'The password must not contain your e-mail address',
};

/** Throws the rule's own error code, naming the field that carried the password. */
export function assertStrongPassword(password: string, email: string, field: string): void {
  const problem = passwordProblem(password, email);
  if (problem) {
    throw new AppError(problem, MESSAGES[problem], {
      fields: [{ field, message: MESSAGES[problem] }],
    });
  }
}
