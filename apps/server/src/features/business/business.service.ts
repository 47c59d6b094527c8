import { randomUUID } from 'node:crypto';
import {
  type Business,
  type CreateBusinessBody,
  sanitizeSupportContact,
  type UpdateBusinessBody,
} from '@signet/contract';
import type { Updateable } from 'kysely';
import type { BusinessesTable, BusinessRow } from '../../db/tables/business.tables.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { recordAccountActivity } from './account-activity.repository.ts';
import { businessAccess } from './business-access.ts';
import type { BusinessDeps } from './business-deps.ts';
import { alreadyInBusiness } from './business-rules.ts';
import { toBusinessView } from './business-view.ts';
import {
  insertBusiness,
  loadBusinessParts,
  lockBusiness,
  updateBusinessRow,
} from './businesses.repository.ts';
import { insertMember } from './members.repository.ts';
import { findMembership } from './membership.repository.ts';

/** §3 Business: found one, read it, change its contact details and support contact. */
export class BusinessService {
  constructor(private readonly deps: BusinessDeps) {}

  async get(actor: Actor, id: string): Promise<Business> {
    const { business } = await businessAccess(this.deps.db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
    });
    return this.view(business);
  }

  /** GET /v2/businesses/user: the caller's business as admin or member; null without one. */
  async ofUser(actor: Actor): Promise<Business | null> {
    const membership = await findMembership(this.deps.db, actor.userId);
    if (!membership) return null;
    const business = await this.view(membership.business);
    if (membership.role === 'admin') return business;
    // A member sees the business, not its billing, plan, card data or open invitations.
    return { ...business, billing: null, pricePlan: null, stripe: null, invitedMembers: [] };
  }

  /** The founder becomes the first admin; the payment state is MANUAL until billing exists. */
  async create(actor: Actor, body: CreateBusinessBody): Promise<Business> {
    const { db, clock } = this.deps;
    if (await findMembership(db, actor.userId)) throw alreadyInBusiness();
    const now = clock();
    const row = await db
      .transaction()
      .execute(async (tx) => {
        const created = await insertBusiness(tx, {
          id: randomUUID(),
          name: body.name,
          email: body.email,
          phone: body.phone ?? '',
          payment_state: 'MANUAL',
          settings: '{}',
          gtc_accepted_at: now,
          dpa_accepted_at: now,
          created_by: actor.userId,
          created_at: now,
          updated_at: now,
        });
        await insertMember(tx, {
          userId: actor.userId,
          businessId: created.id,
          role: 'admin',
          at: now,
        });
        await recordAccountActivity(tx, {
          businessId: created.id,
          userIds: [actor.userId],
          at: now,
          action: 'joined',
          detail: 'founded',
        });
        return created;
      })
      .catch((error: unknown) => {
        // The membership's primary key is the account: two foundings at once, one wins.
        if (isUniqueViolation(error)) throw alreadyInBusiness();
        throw error;
      });
    return this.view(row);
  }

  /** Name, contact and support contact; §5: an invalid support e-mail or phone is stored blank. */
  async update(actor: Actor, id: string, body: UpdateBusinessBody): Promise<Business> {
    const { db, clock } = this.deps;
    await businessAccess(db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
      changes: true,
    });
    const row = await db.transaction().execute(async (tx) => {
      const current = await lockBusiness(tx, id);
      if (!current) throw notFound('business');
      const changes: Updateable<BusinessesTable> = { updated_at: clock() };
      if (body.name !== undefined) changes.name = body.name;
      if (body.email !== undefined) changes.email = body.email;
      if (body.phone !== undefined) changes.phone = body.phone;
      if (body.supportContact) {
        const stored = current.settings.supportContact ?? { email: '', phone: '' };
        const supportContact = sanitizeSupportContact({
          email: body.supportContact.email ?? stored.email,
          phone: body.supportContact.phone ?? stored.phone,
        });
        changes.settings = JSON.stringify({ ...current.settings, supportContact });
      }
      return updateBusinessRow(tx, id, changes);
    });
    return this.view(row);
  }

  async view(row: BusinessRow): Promise<Business> {
    const parts = await loadBusinessParts(this.deps.db, row.id, this.deps.clock());
    return toBusinessView(row, parts, this.deps.publicUrl);
  }
}
