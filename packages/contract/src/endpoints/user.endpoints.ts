import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { Password } from './fields.schemas.ts';
import { SignatureQualitiesDetail, UpdateUserBody, User } from './user.schemas.ts';

export const getUser = defineEndpoint({
  method: 'GET',
  path: '/v1/user',
  auth: 'user',
  summary: 'The signed-in account (§3 User)',
  tags: ['Session and account'],
  response: User,
});

export const updateUser = defineEndpoint({
  method: 'PUT',
  path: '/v1/user',
  auth: 'user',
  summary: 'Change names, retention or the attributes a user may set',
  tags: ['Session and account'],
  body: UpdateUserBody,
  response: User,
});

export const signatureQualitiesDetail = defineEndpoint({
  method: 'GET',
  path: '/v3/user/signature-qualities-detail',
  auth: 'user',
  summary: 'The signature levels the account can sign at (ses once the e-mail is verified)',
  tags: ['Session and account'],
  response: SignatureQualitiesDetail,
});

export const DeleteUserBody = z.strictObject({ password: Password });

export const deleteUser = defineEndpoint({
  method: 'POST',
  path: '/v1/user/delete',
  auth: 'user',
  summary: 'Delete the account (password confirms)',
  tags: ['Session and account'],
  body: DeleteUserBody,
  response: z.null(),
  successStatus: 204,
});

export const AcceptBody = z
  .strictObject({
    /** true joins the business of the open invitation; false declines it. */
    business_invite: z.optional(z.boolean()),
    /** Acknowledges the notice that the business was left, removed or deleted (§6). */
    business_notice: z.optional(z.literal(true)),
    gtc: z.optional(z.literal(true)),
    /** The trust service provider's terms of use, needed before a first AES/QES signature. */
    trust_service_terms: z.optional(z.literal(true)),
  })
  .check(z.refine((body) => Object.keys(body).length > 0, { message: 'Name what is accepted' }));
export type AcceptBody = z.infer<typeof AcceptBody>;

export const acceptTerms = defineEndpoint({
  method: 'POST',
  path: '/v1/user/accept',
  auth: 'user',
  summary: 'Accept a business invitation, the terms, or the trust service terms',
  tags: ['Session and account'],
  body: AcceptBody,
  response: User,
});

export const CelloBody = z.strictObject({
  ucc: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

export const cello = defineEndpoint({
  method: 'POST',
  path: '/v1/user/cello',
  auth: 'user',
  summary: 'Store the referral code the account came with (attribute cello_ucc)',
  tags: ['Session and account'],
  body: CelloBody,
  response: User,
});
