import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { Email, Password } from './fields.schemas.ts';

export const LoginBody = z.strictObject({
  email: Email,
  password: Password,
  /**
   * Sent by the web app right after sign-up (§7). Accepted as a hint only: the answer's
   * `firstLogin` comes from the server's own record of earlier logins.
   */
  first_login: z.optional(z.boolean()),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z.object({
  /** Opaque bearer token (`Authorization: Bearer <token>`), valid 24 hours (§9). */
  token: z.string(),
  expiresAt: z.iso.datetime(),
  /** True when this is the account's first login ever. */
  firstLogin: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/v1/login',
  auth: 'public',
  summary: 'Log in with e-mail and password; returns a session token',
  tags: ['Session and account'],
  body: LoginBody,
  response: LoginResponse,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/v1/logout',
  auth: 'user',
  summary: 'Revoke the session token sent with this request',
  tags: ['Session and account'],
  response: z.null(),
  successStatus: 204,
});

export const IdentityProvidersBody = z.strictObject({ email: Email });
export const IdentityProvidersResponse = z.object({ url: z.url() });

export const identityProviders = defineEndpoint({
  method: 'POST',
  path: '/v1/identity_providers',
  auth: 'public',
  summary: "Look up the single sign-on provider of the e-mail's domain",
  tags: ['Session and account'],
  body: IdentityProvidersBody,
  response: IdentityProvidersResponse,
});
