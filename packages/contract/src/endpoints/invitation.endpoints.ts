import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The token of an invitation's account link (docs/decisions/0261): `<link id>.<mac>`, bound to the
 * invitee's direct-sign link. It shows who asks whom to sign what, and opens nothing else.
 */
export const InvitationToken = z
  .string()
  .check(
    z.minLength(16),
    z.maxLength(128),
    z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { message: 'Invalid invitation token' }),
  );

export const InvitationContextBody = z.strictObject({ token: InvitationToken });
export type InvitationContextBody = z.infer<typeof InvitationContextBody>;

/** What an invitee without an account sees before logging in or signing up; no document content. */
export const InvitationContext = z.object({
  requestId: z.string(),
  title: z.string(),
  /** The owner's account name; empty when the account has none (or is gone). */
  senderName: z.string(),
  senderEmail: z.string(),
  /** A business's request: its name and the address of its logo, as its mails show them. */
  business: z.nullable(z.object({ name: z.string(), logo: z.nullable(z.string()) })),
  /** The invitee's own address, for the login and sign-up forms. */
  email: z.string(),
  documents: z.number(),
});
export type InvitationContext = z.infer<typeof InvitationContext>;

export const getInvitationContext = defineEndpoint({
  method: 'POST',
  path: '/v1/invitation-context',
  auth: 'public',
  summary:
    "An invitation's context for its invitee's login and sign-up: title, sender, business, address, number of documents",
  tags: ['Session and account'],
  body: InvitationContextBody,
  response: InvitationContext,
});
