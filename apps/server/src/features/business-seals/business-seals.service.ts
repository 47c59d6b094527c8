import {
  AppError,
  type BusinessSeal,
  type BusinessSealDetail,
  type UpdateSealBody,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { SealRow } from '../../db/tables/signing.tables.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import {
  businessAccess,
  businessRoleAccess,
  type ImageType,
  reencodeImage,
} from '../business/index.ts';
import { collectBlobs } from '../documents/index.ts';
import { addSealMember } from '../seals/index.ts';
import type { SealStamp } from '../visual-signatures/index.ts';
import {
  businessMemberIds,
  countApiKeysWithSeal,
  findSealMembers,
  findSealOfBusiness,
  listSealsOfBusiness,
  removeSealMemberRows,
  updateSealRow,
} from './business-seals.repository.ts';
import { SEAL_IMAGE_RULES } from './seal-image.ts';

export interface BusinessSealsDeps {
  db: Database;
  clock: Clock;
  blobs: BlobStore;
  /** PNG of a seal's stamp as this account would seal now (visual signatures draws it). */
  previewStamp: (userId: string, stamp: SealStamp) => Promise<Uint8Array>;
}

const sealNotFound = (name: string) =>
  new AppError('SEAL_NOT_FOUND', `No seal "${name}" in this business`);

/**
 * §7 "Seals": a business's admins manage their seals — display name, the stamp's texts and image,
 * and which members may seal with them (docs/decisions/0710). A seal of another business, or of
 * none, answers as a missing one.
 */
export class BusinessSealsService {
  constructor(private readonly deps: BusinessSealsDeps) {}

  async list(actor: Actor, businessId: string): Promise<BusinessSeal[]> {
    await businessRoleAccess(this.deps.db, { userId: actor.userId, businessId, need: 'admin' });
    const rows = await listSealsOfBusiness(this.deps.db, businessId);
    return rows.map((row) => ({
      accountName: row.account_name,
      displayName: row.display_name,
      amountApiKeys: row.amount_api_keys,
      amountMembers: row.amount_members,
    }));
  }

  async get(actor: Actor, businessId: string, name: string): Promise<BusinessSealDetail> {
    const seal = await this.readable(actor, businessId, name);
    return this.detail(seal);
  }

  async update(
    actor: Actor,
    businessId: string,
    name: string,
    body: UpdateSealBody,
  ): Promise<BusinessSealDetail> {
    await this.changeable(actor, businessId, name);
    const blank = (value: string | null | undefined) => (value ? value : null);
    await updateSealRow(this.deps.db, name, {
      display_name: body.displayName,
      ...(body.optionalLine !== undefined ? { stamp_line: blank(body.optionalLine) } : {}),
      ...(body.location !== undefined ? { stamp_location: blank(body.location) } : {}),
      updated_at: this.deps.clock(),
    });
    return this.get(actor, businessId, name);
  }

  async image(actor: Actor, businessId: string, name: string): Promise<Buffer> {
    const seal = await this.readable(actor, businessId, name);
    if (!seal.image_hash || !(await this.deps.blobs.has(seal.image_hash))) throw notFound('image');
    return this.deps.blobs.get(seal.image_hash);
  }

  async uploadImage(
    actor: Actor,
    businessId: string,
    name: string,
    bytes: Uint8Array,
    type: ImageType,
  ): Promise<BusinessSealDetail> {
    await this.changeable(actor, businessId, name);
    const image = await reencodeImage(bytes, type, SEAL_IMAGE_RULES);
    const hash = await this.deps.blobs.put(image.png);
    await this.replaceImage(businessId, name, { hash, width: image.width, height: image.height });
    return this.get(actor, businessId, name);
  }

  async removeImage(actor: Actor, businessId: string, name: string): Promise<BusinessSealDetail> {
    await this.changeable(actor, businessId, name);
    await this.replaceImage(businessId, name, null);
    return this.get(actor, businessId, name);
  }

  /** The stamp as the admin would seal now: the seal's name, lines and image. */
  async preview(actor: Actor, businessId: string, name: string): Promise<Uint8Array> {
    const seal = await this.readable(actor, businessId, name);
    return this.deps.previewStamp(actor.userId, {
      displayName: seal.display_name,
      optionalLine: seal.stamp_line,
      location: seal.stamp_location,
      ...(seal.image_hash ? { image: await this.deps.blobs.get(seal.image_hash) } : {}),
    });
  }

  /** Members of the business only; anyone else is named in the error, and nothing is added. */
  async addMembers(
    actor: Actor,
    businessId: string,
    name: string,
    members: string[],
  ): Promise<BusinessSealDetail> {
    await this.changeable(actor, businessId, name);
    const { db, clock } = this.deps;
    const ids = [...new Set(members)];
    await db.transaction().execute(async (tx) => {
      const found = await businessMemberIds(tx, businessId, ids);
      const strangers = ids.filter((id) => !found.has(id));
      if (strangers.length > 0) {
        throw new AppError(
          'SEAL_MEMBER_NOT_IN_BUSINESS',
          `members: ${strangers.join(', ')} ${strangers.length === 1 ? 'is' : 'are'} not a member of this business`,
          {
            fields: strangers.map((id) => ({
              field: 'body.members',
              message: `Not a member: ${id}`,
            })),
          },
        );
      }
      if (!(await findSealOfBusiness(tx, businessId, name, true))) throw sealNotFound(name);
      const now = clock();
      for (const id of ids) await addSealMember(tx, name, id, now);
    });
    return this.get(actor, businessId, name);
  }

  /**
   * The right goes at once: a signing with this seal that is on its way reads the membership
   * again in its own transaction and is refused (docs/decisions/0710).
   */
  async removeMembers(
    actor: Actor,
    businessId: string,
    name: string,
    members: string[],
  ): Promise<BusinessSealDetail> {
    await this.changeable(actor, businessId, name);
    await removeSealMemberRows(this.deps.db, name, [...new Set(members)]);
    return this.get(actor, businessId, name);
  }

  private async detail(seal: SealRow): Promise<BusinessSealDetail> {
    const members = await findSealMembers(this.deps.db, seal.account_name);
    return {
      accountName: seal.account_name,
      displayName: seal.display_name,
      amountApiKeys: await countApiKeysWithSeal(this.deps.db, seal.account_name),
      amountMembers: members.length,
      quality: seal.quality === 'qes' ? 'QES' : 'AES',
      optionalLine: seal.stamp_line,
      location: seal.stamp_location,
      image:
        seal.image_hash && seal.image_width && seal.image_height
          ? { width: seal.image_width, height: seal.image_height }
          : null,
      members: members.map((member) => ({
        id: member.user_id,
        email: member.email,
        firstName: member.first_name,
        lastName: member.last_name,
      })),
    };
  }

  private async readable(actor: Actor, businessId: string, name: string): Promise<SealRow> {
    await businessRoleAccess(this.deps.db, { userId: actor.userId, businessId, need: 'admin' });
    const seal = await findSealOfBusiness(this.deps.db, businessId, name);
    if (!seal) throw sealNotFound(name);
    return seal;
  }

  private async changeable(actor: Actor, businessId: string, name: string): Promise<void> {
    await businessAccess(this.deps.db, {
      userId: actor.userId,
      businessId,
      need: 'admin',
      changes: true,
    });
    if (!(await findSealOfBusiness(this.deps.db, businessId, name))) throw sealNotFound(name);
  }

  /** The old image is released once no seal (nor anything else) shows it. */
  private async replaceImage(
    businessId: string,
    name: string,
    image: { hash: string; width: number; height: number } | null,
  ): Promise<void> {
    const { db, clock, blobs } = this.deps;
    const now = clock();
    const previous = await db.transaction().execute(async (tx) => {
      const seal = await findSealOfBusiness(tx, businessId, name, true);
      if (!seal) throw sealNotFound(name);
      await updateSealRow(tx, name, {
        image_hash: image?.hash ?? null,
        image_width: image?.width ?? null,
        image_height: image?.height ?? null,
        updated_at: now,
      });
      return seal.image_hash;
    });
    if (previous && previous !== image?.hash) await collectBlobs(db, blobs, [previous], now);
  }
}
