import type { MailText } from './mail-catalog.ts';

/**
 * E-mails about a business's seal requests (issue 15), to the business's admins. Variables:
 * `{businessName}`, `{sealName}` (the requested account name), `{organisationName}` and, for a
 * rejection, `{reason}` (the operator's words).
 */
export interface SealsMailCatalog {
  /** The operator issued the seal: admins may now add the members who seal with it. */
  sealIssued: MailText;
  /** The operator rejected the request, with a reason. */
  sealRejected: MailText;
}
