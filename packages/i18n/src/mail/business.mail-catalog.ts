import type { MailText } from './mail-catalog.ts';

/**
 * E-mails about business accounts (issue 14). Variables: `{businessName}`, `{firstName}` of the
 * recipient where an account exists; each kind lists its others.
 */
export interface BusinessMailCatalog {
  /** To an invited address; `{inviterName}`, `{days}` the invitation stays valid. */
  businessInvitation: MailText;
  /** To the person who just joined. */
  businessJoined: MailText;
  /** To a person whose role changed; `{role}` is a name from the role names below. */
  businessRoleChanged: MailText;
  /** To a member an admin removed. */
  businessRemoved: MailText;
  /** To every member when the business is deleted after its grace period. */
  businessDeleted: MailText;
  /** To the admins when a domain is claimed; `{domain}`, `{claimerName}`. */
  businessDomainClaimed: MailText;
}

/** The roles as `{role}` names them in businessRoleChanged. */
export interface BusinessRoleNames {
  admin: string;
  member: string;
}
