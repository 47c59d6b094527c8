import { randomBytes } from 'node:crypto';
import {
  AppError,
  type CreateSignerGroupBody,
  type SignerGroup,
  type UpdateSignerGroupBody,
} from '@signet/contract';
import type { Database, Executor } from '../../db/database.ts';
import type { SignerGroupRow } from '../../db/tables/signer-groups.tables.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import {
  businessAccess,
  findMembership,
  lockBusiness,
  toBusinessSettings,
} from '../business/index.ts';
import {
  countGroups,
  deleteGroup,
  findBusinessMembers,
  findGroupMembers,
  findGroups,
  type GroupMemberRow,
  insertGroup,
  replaceMembers,
  touchGroup,
} from './signer-groups.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Skribble's signer_group_id: `gr_` and 32 hex digits. */
export const newGroupId = () => `gr_${randomBytes(16).toString('hex')}`;

function toGroupView(row: SignerGroupRow, members: readonly GroupMemberRow[]): SignerGroup {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    businessId: row.business_id,
    members: members
      .filter((member) => member.group_id === row.id)
      .map((member) => ({
        id: member.user_id,
        email: member.email,
        firstName: member.first_name,
        lastName: member.last_name,
      })),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * §7 "Signer groups" of the caller's business. Its admins and members read them (a member who
 * sends a request picks a group in the "add signer group" dialog); only admins change them
 * (ADR 0720). A group of another business, like a caller without one, is simply not there (404).
 */
export class SignerGroupsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  async list(actor: Actor): Promise<SignerGroup[]> {
    const businessId = await this.businessOf(this.db, actor);
    return this.views(this.db, await findGroups(this.db, businessId));
  }

  async get(actor: Actor, id: string): Promise<SignerGroup> {
    const businessId = await this.businessOf(this.db, actor);
    return this.one(this.db, businessId, id);
  }

  async create(actor: Actor, body: CreateSignerGroupBody): Promise<SignerGroup> {
    return this.db.transaction().execute(async (tx) => {
      const businessId = await this.businessOf(tx, actor, 'admin');
      // The business's row lock: two creations never both take the last free place.
      const business = await lockBusiness(tx, businessId);
      if (!business) throw notFound('business');
      const { maxGroups } = toBusinessSettings(business, this.publicUrl).signerGroups;
      if ((await countGroups(tx, businessId)) >= maxGroups) {
        throw new AppError(
          'SIGNER_GROUP_LIMIT',
          `Your business keeps at most ${maxGroups} signer groups (settings signerGroups.maxGroups)`,
          { fields: [{ field: 'body.name', message: `At most ${maxGroups} signer groups` }] },
        );
      }
      const members = await this.checkMembers(tx, business, body.members);
      const id = newGroupId();
      const now = this.clock();
      await insertGroup(tx, { id, businessId, name: body.name, at: now });
      await replaceMembers(tx, { id, businessId }, members, now);
      return this.one(tx, businessId, id);
    });
  }

  async update(actor: Actor, id: string, body: UpdateSignerGroupBody): Promise<SignerGroup> {
    return this.db.transaction().execute(async (tx) => {
      const businessId = await this.businessOf(tx, actor, 'admin');
      const business = await lockBusiness(tx, businessId);
      const [group] = await findGroups(tx, businessId, id);
      if (!business || !group) throw notFound('signer group');
      const now = this.clock();
      if (body.members !== undefined) {
        const members = await this.checkMembers(tx, business, body.members);
        await replaceMembers(tx, { id, businessId }, members, now);
      }
      if (body.name !== undefined || body.members !== undefined) {
        await touchGroup(tx, id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          at: now,
        });
      }
      return this.one(tx, businessId, id);
    });
  }

  async delete(actor: Actor, id: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const businessId = await this.businessOf(tx, actor, 'admin');
      const [group] = await findGroups(tx, businessId, id);
      if (!group) throw notFound('signer group');
      await deleteGroup(tx, id);
    });
  }

  /** The caller's business, checked as every business call checks it (changes need an admin). */
  private async businessOf(db: Executor, actor: Actor, need?: 'admin'): Promise<string> {
    const membership = await findMembership(db, actor.userId);
    if (!membership) throw notFound('business');
    if (need) {
      await businessAccess(db, {
        userId: actor.userId,
        businessId: membership.business.id,
        need,
        changes: true,
      });
    }
    return membership.business.id;
  }

  /** Each account once; all members of the business, and no more than maxParticipants. */
  private async checkMembers(
    db: Executor,
    business: Parameters<typeof toBusinessSettings>[0],
    requested: readonly string[],
  ): Promise<string[]> {
    const ids = [...new Set(requested)];
    const { maxParticipants } = toBusinessSettings(business, this.publicUrl).signerGroups;
    if (ids.length > maxParticipants) {
      throw new AppError(
        'SIGNER_GROUP_PARTICIPANT_LIMIT',
        `A signer group holds at most ${maxParticipants} members (settings signerGroups.maxParticipants)`,
        { fields: [{ field: 'body.members', message: `At most ${maxParticipants} members` }] },
      );
    }
    const known = await findBusinessMembers(db, business.id, ids);
    const strangers = ids.filter((id) => !known.has(id));
    if (strangers.length > 0) {
      throw new AppError(
        'SIGNER_GROUP_NOT_MEMBER',
        `body.members: not members of your business: ${strangers.join(', ')}`,
        {
          fields: strangers.map((id) => ({
            field: `body.members.${requested.indexOf(id)}`,
            message: 'Not a member of your business',
          })),
        },
      );
    }
    return ids;
  }

  private async one(db: Executor, businessId: string, id: string): Promise<SignerGroup> {
    const [group] = await findGroups(db, businessId, id);
    if (!group) throw notFound('signer group');
    const [view] = await this.views(db, [group]);
    return view!;
  }

  private async views(db: Executor, groups: SignerGroupRow[]): Promise<SignerGroup[]> {
    const members = await findGroupMembers(
      db,
      groups.map((group) => group.id),
    );
    return groups.map((group) => toGroupView(group, members));
  }
}
