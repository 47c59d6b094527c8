import type { MailText } from './mail-catalog.ts';

/**
 * E-mails of AES for business (issue 14). Variables: `{businessName}`, `{representativeName}`,
 * `{domains}` (the e-mail domains vouched for, listed) and `{legislation}` (eIDAS or ZertES).
 */
export interface AesForBusinessMailCatalog {
  /** To the representative: confirm that the business vouches for its members' identities. */
  aesForBusinessConfirmation: MailText;
}
