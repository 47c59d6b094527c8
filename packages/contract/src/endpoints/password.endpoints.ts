import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { Email, OpaqueToken, Password } from './fields.schemas.ts';

/** Why a password is refused; each is also an error code of the API. */
export const PasswordProblem = z.enum([
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_CONTAINS_EMAIL',
]);
export type PasswordProblem = z.infer<typeof PasswordProblem>;

export const CheckPasswordBody = z.strictObject({
  password: Password,
  /** Sign-up or reset link token: names the e-mail the password must not contain. */
  token: z.optional(OpaqueToken),
});
export const CheckPasswordResponse = z.object({
  validPassword: z.boolean(),
  error: z.nullable(PasswordProblem),
});
export type CheckPasswordResponse = z.infer<typeof CheckPasswordResponse>;

export const checkPassword = defineEndpoint({
  method: 'POST',
  path: '/v1/check-password',
  auth: 'optional',
  summary: 'Check a new password against the password rules',
  tags: ['Session and account'],
  body: CheckPasswordBody,
  response: CheckPasswordResponse,
});

export const ChangePasswordBody = z.strictObject({ new: Password, old: Password });

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/v1/change-password',
  auth: 'user',
  summary: "Change the password; the account's other sessions end",
  tags: ['Session and account'],
  body: ChangePasswordBody,
  response: z.null(),
  successStatus: 204,
});

export const RequestResetBody = z.strictObject({ email: Email });

export const requestReset = defineEndpoint({
  method: 'POST',
  path: '/v1/request-reset',
  auth: 'public',
  summary:
    'Send a password reset link (valid 1 hour); never says whether the address has an account',
  tags: ['Session and account'],
  body: RequestResetBody,
  response: z.null(),
  successStatus: 204,
});

export const ResetPasswordBody = z.strictObject({ token: OpaqueToken, new: Password });

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/v1/reset-password',
  auth: 'public',
  summary: 'Set a new password with a reset link token (single use); all sessions end',
  tags: ['Session and account'],
  body: ResetPasswordBody,
  response: z.null(),
  successStatus: 204,
});
