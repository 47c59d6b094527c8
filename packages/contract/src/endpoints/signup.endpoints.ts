import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  Email,
  LanguageCode,
  MobileNumberInput,
  OpaqueToken,
  Password,
  PersonName,
} from './fields.schemas.ts';
import { InvitationToken } from './invitation.endpoints.ts';

/** What a confirmation link is for. */
/**
 * What a confirmation link is for. `business_invite`: an invitation link to an address without an
 * account, which signs up with it and joins the business; `aes_for_business`: the representative
 * confirms AES for business. Only the first three can be requested with request-confirmation.
 */
export const ConfirmationFlow = z.enum([
  'signup',
  'business_signup',
  'email_change',
  'business_invite',
  'aes_for_business',
]);
export type ConfirmationFlow = z.infer<typeof ConfirmationFlow>;

export const RequestConfirmationBody = z.strictObject({
  email: Email,
  flow: z.enum(['signup', 'business_signup', 'email_change']),
  /** Language of the e-mail. */
  lang: LanguageCode,
  /** Resend: earlier links for this address and flow stop working. */
  confirm: z.optional(z.boolean()),
  /** email_change: the account's password, required there (issue 13); ignored for sign-up. */
  password: z.optional(Password),
  /**
   * Sign-up from an invitation's account link (docs/decisions/0261): when it is the address's
   * invitation, the confirmation link leads on to the request after the account is made.
   */
  invitation: z.optional(InvitationToken),
});
export type RequestConfirmationBody = z.infer<typeof RequestConfirmationBody>;

export const requestConfirmation = defineEndpoint({
  method: 'POST',
  path: '/v1/request-confirmation',
  // Signed in only for the email_change flow; sign-up needs no session.
  auth: 'optional',
  summary:
    'Send a confirmation link (sign-up, business sign-up, e-mail change); never says whether the address has an account',
  tags: ['Session and account'],
  body: RequestConfirmationBody,
  response: z.null(),
  successStatus: 204,
});

export const ValidConfirmationBody = z.strictObject({ token: OpaqueToken, language: LanguageCode });
export const ValidConfirmationResponse = z.object({
  email: z.string(),
  flow: ConfirmationFlow,
  /** email_change: the address is now the account's e-mail. */
  applied: z.boolean(),
});
export type ValidConfirmationResponse = z.infer<typeof ValidConfirmationResponse>;

export const validConfirmation = defineEndpoint({
  method: 'POST',
  path: '/v1/valid-confirmation',
  auth: 'public',
  summary:
    'Check a confirmation link; for sign-up it stays usable for register, an e-mail change is applied',
  tags: ['Session and account'],
  body: ValidConfirmationBody,
  response: ValidConfirmationResponse,
});

export const RegisterBody = z.strictObject({
  firstName: PersonName,
  lastName: PersonName,
  password: Password,
  /** The token of the sign-up confirmation link: the account exists only once the e-mail is confirmed. */
  token: OpaqueToken,
  /** The terms must be accepted. */
  gtc: z.literal(true, { message: 'The terms must be accepted' }),
  lang: LanguageCode,
  /** Normalised to E.164 by the server (a first number; later ones need confirmation). */
  mobile: z.optional(MobileNumberInput),
  /** Avatar colour, one of the ten of §1. */
  avatar: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(9))),
  /** Referral code (stored as attribute cello_ucc). */
  celloUCC: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const RegisterResponse = z.object({ id: z.string(), email: z.string() });

export const register = defineEndpoint({
  method: 'POST',
  path: '/v1/register',
  auth: 'public',
  summary: 'Create the account for a confirmed e-mail address',
  tags: ['Session and account'],
  body: RegisterBody,
  response: RegisterResponse,
  successStatus: 201,
});
