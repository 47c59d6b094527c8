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

/** The business a request of `ownerId` created now belongs to, and whether it forces part 11. */
export async function businessOfNewRequest(
  db: Executor,
  ownerId: string,
): Promise<RequestBusiness> {
  const membership = await findMembership(db, ownerId);
  if (!membership) return { businessId: null, forcesPart11: false };
  return {
    businessId: membership.business.id,
    forcesPart11: part11Of(membership.business.settings),
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
