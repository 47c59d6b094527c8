import type { User } from '@signet/contract';
import type { Executor } from '../../db/database.ts';

/** What the account view shows of its business (§3 derived values, §6 roles). */
export interface AccountBusiness {
  business: User['business'];
  /**
   * The newest open, unexpired invitation for the account's verified address while it belongs to
   * no business: the blocking dialog of §6 (accepted_business_invite = 'false') names its business.
   */
  invitation: User['businessInvitation'];
}

/**
 * The business feature's part of the account, handed in by the composition root (the business
 * feature builds on users; users must not import it back).
 */
export interface AccountBusinessPort {
  /** One query: GET /v1/user runs it on every page load. */
  of(account: { id: string; email: string; emailVerified: boolean }): Promise<AccountBusiness>;
  /** POST /v1/user/accept {business_invite: true}: joins the newest open invitation's business. */
  acceptInvitation(userId: string): Promise<void>;
  /** POST /v1/user/accept {business_invite: false}: declines it. */
  declineInvitation(userId: string): Promise<void>;
  /**
   * Before the account is deleted: refused with LAST_ADMIN while it is the last admin of a
   * business with other members; a business it is alone in goes with it.
   */
  beforeAccountDeletion(userId: string): Promise<void>;
}

/** An account outside every business (and the default where no business feature is composed). */
export const NO_BUSINESS: AccountBusiness = { business: null, invitation: null };

/**
 * The signature requests feature's part of deleting an account (ADR 0130), handed in by the
 * composition root: it settles the requests the account owns and calls `deleteAccount` in the
 * same transaction.
 */
export type AccountRequestsPort = (
  leaver: { id: string; email: string; retention: number | null },
  deleteAccount: (tx: Executor) => Promise<void>,
) => Promise<void>;
