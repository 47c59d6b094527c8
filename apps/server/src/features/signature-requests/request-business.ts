import { AppError } from '@signet/contract';
import type { Executor } from '../../db/database.ts';
import type { StoredBusinessSettings } from '../../db/tables/business.tables.ts';
import {
  countUsage,
  DEFAULT_BUSINESS_SETTINGS,
  findBusiness,
  findMembership,
} from '../business/index.ts';

/** What a new request takes from its owner's business (§3 Business.settings.signatureRequests). */
export interface RequestBusiness {
  /** The owner's business when the request is created; null for a user without one. */
  businessId: string | null;
  /** settings.signatureRequests.part11.enabled: every request a member creates is in part 11 mode. */
  forcesPart11: boolean;
}

/**
 * Whose business a request made through the public API belongs to (ADR 0900): the API account's
 * business, named by the caller since the account is no member; `counted` is false for demo keys.
 */
export interface GivenBusiness {
  businessId: string;
  counted: boolean;
}

/** The business a request of `ownerId` created now belongs to, and whether it forces part 11. */
export async function businessOfNewRequest(
  db: Executor,
  ownerId: string,
  given?: GivenBusiness,
): Promise<RequestBusiness & { counted: boolean }> {
  if (given) {
    const business = await findBusiness(db, given.businessId);
    if (!business) throw new AppError('NOT_FOUND', 'No such business');
    return {
      businessId: business.id,
      forcesPart11: part11Of(business.settings),
      counted: given.counted,
    };
  }
  const membership = await findMembership(db, ownerId);
  if (!membership) return { businessId: null, forcesPart11: false, counted: false };
  return {
    businessId: membership.business.id,
    forcesPart11: part11Of(membership.business.settings),
    counted: true,
  };
}

const part11Of = (settings: StoredBusinessSettings | undefined) =>
  settings?.part11 ?? DEFAULT_BUSINESS_SETTINGS.part11;

/** A business that forces part 11 keeps it on for its requests (a change of the request). */
export async function assertPart11Optional(db: Executor, businessId: string | null): Promise<void> {
  if (!businessId) return;
  const business = await findBusiness(db, businessId);
  if (!part11Of(business?.settings)) return;
  throw new AppError('VALIDATION_FAILED', 'Your business requires part 11 for its requests', {
    fields: [{ field: 'body.part11', message: 'Part 11 is required by your business' }],
  });
}

/** A request created for a business counts towards its usage (statistics, billing). */
export async function countRequestCreated(
  db: Executor,
  businessId: string | null,
  at: Date,
): Promise<void> {
  if (businessId) await countUsage(db, { businessId, kind: 'request_created', at });
}
