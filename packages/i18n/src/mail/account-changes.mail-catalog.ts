import type { MailText } from './mail-catalog.ts';

/**
 * Notices about the account's own contact data and levels (issues 13 and 20). Variables:
 * `{firstName}`, `{newEmail}`, `{maskedMobile}`; for the level request `{signerName}`,
 * `{signerEmail}`, `{title}` and `{level}`.
 */
export interface AccountChangesMailCatalog {
  /** To the old address once an e-mail change was confirmed through the new one. */
  emailChanged: MailText;
  /** To the account's address once a new mobile number for TANs was confirmed. */
  mobileChanged: MailText;
  /** To a request's owner: a signer lacks the level asked for and asks for another one. */
  levelChangeAsked: MailText;
}
