import type { MailText } from './mail-catalog.ts';

/**
 * E-mails about signature requests (issue "Documents and signature requests"). Variables:
 * `{title}` of the request, `{senderName}` who acted, `{message}` their note (may be empty).
 */
export interface SignatureRequestMailCatalog {
  /** To a signer when the request is initiated, or when a signer is added to an open one. */
  signatureInvitation: MailText;
  /** To an open signer when the owner reminds them. */
  signatureReminder: MailText;
  /** To a signer who received a signature by delegation. */
  signatureDelegated: MailText;
  /** To the owner, the other signers and the observers when a signer declines. */
  requestDeclined: MailText;
  /** To signers and observers when the owner withdraws. */
  requestWithdrawn: MailText;
  /** To the owner, the open signers and the observers when the last day to sign has passed. */
  requestExpired: MailText;
  /** To everyone involved when the last signature completes the request. */
  requestCompleted: MailText;
  /** To an observer when they are added to an open request, or when it is initiated. */
  observerAdded: MailText;
}
