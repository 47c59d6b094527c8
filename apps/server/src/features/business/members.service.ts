import type { BusinessMember, MemberListQuery } from '@signet/contract';
import { businessRoleName } from '@signet/i18n';
import type { BusinessMemberRole } from '../../db/tables/business.tables.ts';
import { forbidden, notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { recordAccountActivity } from './account-activity.repository.ts';
import { businessAccess, businessRoleAccess } from './business-access.ts';
import type { BusinessDeps } from './business-deps.ts';
import { languageOf } from './business-mail.ts';
import { lastAdmin } from './business-rules.ts';
import { iso } from './business-view.ts';
import { lockBusiness } from './businesses.repository.ts';
import { MemberLists } from './member-list.ts';
import {
  countAdmins,
  deleteMembers,
  findMembers,
  flagAccounts,
  listAdmins,
  type MemberRow,
  setRole,
} from './members.repository.ts';

export function toMemberView(row: MemberRow): BusinessMember {
  return {
    id: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    joinedAt: iso(row.joined_at),
  };
}

/** The named ids, each once; any that is not a member of this business is not found. */
function requireAll(found: MemberRow[], ids: readonly string[]): void {
  const known = new Set(found.map((row) => row.user_id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw notFound(`member ${missing.join(', ')}`);
}

/** §6 roles from data: admins and members, who changes them, who leaves. */
export class MembersService {
  private readonly lists = new MemberLists();

  constructor(private readonly deps: BusinessDeps) {}

  async admins(actor: Actor, id: string): Promise<BusinessMember[]> {
    await businessRoleAccess(this.deps.db, { userId: actor.userId, businessId: id, need: 'admin' });
    return (await listAdmins(this.deps.db, id)).map(toMemberView);
  }

  async list(
    actor: Actor,
    id: string,
    query: MemberListQuery,
  ): Promise<{ items: BusinessMember[]; total: number }> {
    await businessRoleAccess(this.deps.db, { userId: actor.userId, businessId: id, need: 'admin' });
    const { ids, total } = await this.lists.page(this.deps.db, id, query);
    // The page's accounts as they are now; one that left since the version was read is skipped.
    const found = new Map(
      (await findMembers(this.deps.db, id, ids)).map((row) => [row.user_id, row] as const),
    );
    return { items: ids.flatMap((userId) => found.get(userId) ?? []).map(toMemberView), total };
  }

  /** Makes the named people admins or members; the last admin stays one (LAST_ADMIN). */
  async changeRole(
    actor: Actor,
    id: string,
    userIds: readonly string[],
    role: BusinessMemberRole,
  ): Promise<BusinessMember[]> {
    const { db, mail, clock } = this.deps;
    await businessAccess(db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
      changes: true,
    });
    const ids = [...new Set(userIds)];
    const { business, changed, after } = await db.transaction().execute(async (tx) => {
      // Serialised per business: two admins demoting each other at once cannot both succeed.
      const business = await lockBusiness(tx, id);
      if (!business) throw notFound('business');
      const found = await findMembers(tx, id, ids);
      requireAll(found, ids);
      const changed = found.filter((row) => row.role !== role);
      if (role === 'member' && (await countAdmins(tx, id)) - changed.length < 1) throw lastAdmin();
      const changedIds = changed.map((row) => row.user_id);
      await setRole(tx, id, changedIds, role);
      await recordAccountActivity(tx, {
        businessId: id,
        userIds: changedIds,
        at: clock(),
        action: 'role_changed',
        actorId: actor.userId,
      });
      return { business, changed, after: await findMembers(tx, id, ids) };
    });
    await mail.toAccounts('businessRoleChanged', changed, (account) => ({
      businessName: business.name,
      role: businessRoleName(languageOf(account), role),
    }));
    return after.map(toMemberView);
  }

  /**
   * Admins remove anyone but the last admin; a member may name only themselves (leaving). The
   * removed are told (removed_from_business and a mail); whoever leaves knows already.
   */
  async remove(actor: Actor, id: string, userIds: readonly string[]): Promise<void> {
    const { db, mail, clock } = this.deps;
    const membership = await businessAccess(db, {
      userId: actor.userId,
      businessId: id,
      need: 'member',
      changes: true,
    });
    const ids = [...new Set(userIds)];
    const leaving = ids.length === 1 && ids[0] === actor.userId;
    if (membership.role !== 'admin' && !leaving) {
      throw forbidden('A member may remove only themselves (leave the business)');
    }
    const now = clock();
    const { business, removed } = await db.transaction().execute(async (tx) => {
      const business = await lockBusiness(tx, id);
      if (!business) throw notFound('business');
      const found = await findMembers(tx, id, ids);
      requireAll(found, ids);
      const admins = found.filter((row) => row.role === 'admin').length;
      if (admins > 0 && (await countAdmins(tx, id)) - admins < 1) throw lastAdmin();
      const removed = found.filter((row) => row.user_id !== actor.userId);
      // Recorded from the membership rows, before they go.
      await recordAccountActivity(tx, {
        businessId: id,
        userIds: removed.map((row) => row.user_id),
        at: now,
        action: 'removed',
        actorId: actor.userId,
      });
      if (removed.length < found.length) {
        await recordAccountActivity(tx, {
          businessId: id,
          userIds: [actor.userId],
          at: now,
          action: 'left',
        });
      }
      await deleteMembers(tx, id, ids);
      await flagAccounts(
        tx,
        removed.map((row) => row.user_id),
        'removed_from_business',
        now,
      );
      return { business, removed };
    });
    await mail.toAccounts('businessRemoved', removed, { businessName: business.name });
  }
}
