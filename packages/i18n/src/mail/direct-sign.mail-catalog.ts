import type { MailText } from './mail-catalog.ts';

/**
 * E-mails to a signer without an account (guest signing by link, issue 16). Variables: `{title}`,
 * `{senderName}`, `{message}` (may be empty), `{days}` the link stays valid, and for a new link
 * `{code}` (the six digits that can be typed instead of opening the link) and `{minutes}`.
 */
export interface DirectSignMailCatalog {
  /** To a signer without an account when the request is initiated or they are added to it. */
  directSignInvitation: MailText;
  /** To such a signer when the owner reminds them (with a new link). */
  directSignReminder: MailText;
  /** A new link the guest asked for (POST /v1/direct/tan/resend), with its code. */
  directSignNewLink: MailText;
}
