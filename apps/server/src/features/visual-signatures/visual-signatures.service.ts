import { randomUUID } from 'node:crypto';
import {
  AppError,
  type DisplayToggles,
  displayTogglesFromAttributes,
  enforceVisualSignaturePermissions,
  MAX_VISUAL_SIGNATURES,
  OPEN_VISUAL_SIGNATURE_PERMISSIONS,
  type UserVisualSignature,
  type VisualSignatureData,
  type VisualSignaturePermissions,
  type VisualSignaturePreviewValues,
  type VisualSignatureValues,
  visualSignatureDataFromAttributes,
} from '@signet/contract';
import { renderPage, renderStampPreview, type VisualSignatureAppearance } from '@signet/pdf';
import type { Database } from '../../db/database.ts';
import type { UserAttributes } from '../../db/schema.ts';
import type { VisualSignatureRow } from '../../db/tables/visual-signatures.tables.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import { findUserById, findUserNameAndAttributes } from '../users/index.ts';
import { reencodeSignatureImage, type SignatureImageType } from './signature-image.ts';
import { previewAppearanceFor, type SealStamp } from './visual-appearance.ts';
import * as repo from './visual-signatures.repository.ts';

/** Preview images are drawn at twice the stamp's size in points (144 dpi), sharp on any screen. */
const PREVIEW_SCALE = 200;

function notFound(): AppError {
  // Another user's signature answers exactly as a missing one (object-level access).
  return new AppError('NOT_FOUND', 'No such visual signature');
}

export function toView(row: VisualSignatureRow): UserVisualSignature {
  return {
    id: row.id,
    alias: row.alias,
    name: row.name,
    optionalLine: row.optional_line,
    location: row.location,
    hasCustomImage: row.image_hash !== null,
    displayDate: row.display_date,
    displayClaim: row.display_claim,
    displayStandards: row.display_standards,
    displayQr: row.display_qr,
    default: row.is_default,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * What a stamp shows by the signer's own choice (§3): the lines, the display toggles with
 * permissions.visualSignatures applied, and the handwritten image. The wording of level and
 * standards is the signing's to decide.
 */
export interface StampSource {
  data: VisualSignatureData;
  toggles: DisplayToggles;
  image: Uint8Array | undefined;
}

/** §3 Visual signature: a user's stamps, their handwritten images and their preview. */
export class VisualSignaturesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly blobs: BlobStore,
    private readonly settings: { publicUrl: string; isDemoTrustService: boolean },
  ) {}

  async list(userId: string): Promise<UserVisualSignature[]> {
    return (await repo.listByUser(this.db, userId)).map(toView);
  }

  async get(userId: string, id: string): Promise<UserVisualSignature> {
    return toView(await this.owned(userId, id));
  }

  async getDefault(userId: string): Promise<UserVisualSignature | null> {
    const row = await repo.findDefault(this.db, userId);
    return row ? toView(row) : null;
  }

  /** §3 permissions.visualSignatures of the account (nothing stored: nothing locked). */
  async permissions(userId: string): Promise<VisualSignaturePermissions> {
    return (await repo.findPermissions(this.db, userId)) ?? OPEN_VISUAL_SIGNATURE_PERMISSIONS;
  }

  async setPermissions(userId: string, permissions: VisualSignaturePermissions): Promise<void> {
    await repo.savePermissions(this.db, userId, permissions, this.clock());
  }

  async create(userId: string, body: VisualSignatureValues): Promise<UserVisualSignature> {
    const permissions = await this.permissions(userId);
    const toggles = enforceVisualSignaturePermissions(body, permissions);
    const row = await this.db.transaction().execute(async (tx) => {
      await repo.lockUser(tx, userId);
      const count = await repo.countByUser(tx, userId);
      if (count >= MAX_VISUAL_SIGNATURES) {
        throw new AppError(
          'VISUAL_SIGNATURE_LIMIT',
          `At most ${MAX_VISUAL_SIGNATURES} visual signatures per account; delete one first`,
        );
      }
      const now = this.clock();
      // The first signature is the default; a later one only when asked.
      const isDefault = count === 0 || body.default;
      if (isDefault) await repo.clearDefault(tx, userId, now);
      return repo.insert(tx, {
        id: randomUUID(),
        user_id: userId,
        alias: body.alias,
        name: body.name,
        optional_line: body.optionalLine,
        location: body.location,
        image_hash: null,
        display_date: toggles.displayDate,
        display_claim: toggles.displayClaim,
        display_standards: toggles.displayStandards,
        display_qr: toggles.displayQr,
        is_default: isDefault,
        now,
      });
    });
    return toView(row);
  }

  /** `default: false` on the default changes nothing: one stays default while any exist. */
  async update(
    userId: string,
    id: string,
    body: VisualSignatureValues,
  ): Promise<UserVisualSignature> {
    const permissions = await this.permissions(userId);
    const toggles = enforceVisualSignaturePermissions(body, permissions);
    const row = await this.db.transaction().execute(async (tx) => {
      await repo.lockUser(tx, userId);
      const current = await repo.findOwned(tx, userId, id);
      if (!current) throw notFound();
      const now = this.clock();
      const becomesDefault = body.default && !current.is_default;
      if (becomesDefault) await repo.clearDefault(tx, userId, now);
      return repo.update(
        tx,
        id,
        {
          alias: body.alias,
          name: body.name,
          optional_line: body.optionalLine,
          location: body.location,
          display_date: toggles.displayDate,
          display_claim: toggles.displayClaim,
          display_standards: toggles.displayStandards,
          display_qr: toggles.displayQr,
          is_default: current.is_default || body.default,
        },
        now,
      );
    });
    return toView(row);
  }

  async delete(userId: string, id: string): Promise<void> {
    const removed = await this.db.transaction().execute(async (tx) => {
      await repo.lockUser(tx, userId);
      const current = await repo.findOwned(tx, userId, id);
      if (!current) throw notFound();
      await repo.remove(tx, id);
      if (current.is_default) {
        const next = await repo.oldest(tx, userId);
        if (next) await repo.update(tx, next.id, { is_default: true }, this.clock());
      }
      return current;
    });
    await this.releaseImage(removed.image_hash);
  }

  /** Stores a handwritten image: ownership first, then decoded and re-encoded, then kept as a blob. */
  async setImage(
    userId: string,
    id: string,
    bytes: Uint8Array,
    type: SignatureImageType,
  ): Promise<UserVisualSignature> {
    await this.owned(userId, id);
    const png = await reencodeSignatureImage(bytes, type);
    const hash = await this.blobs.put(png);
    const { row, previous } = await this.db.transaction().execute(async (tx) => {
      const current = await repo.findOwned(tx, userId, id, { forUpdate: true });
      if (!current) throw notFound();
      const updated = await repo.update(tx, id, { image_hash: hash }, this.clock());
      return { row: updated, previous: current.image_hash };
    });
    if (previous !== hash) await this.releaseImage(previous);
    return toView(row);
  }

  async deleteImage(userId: string, id: string): Promise<UserVisualSignature> {
    const { row, previous } = await this.db.transaction().execute(async (tx) => {
      const current = await repo.findOwned(tx, userId, id, { forUpdate: true });
      if (!current) throw notFound();
      const updated = await repo.update(tx, id, { image_hash: null }, this.clock());
      return { row: updated, previous: current.image_hash };
    });
    await this.releaseImage(previous);
    return toView(row);
  }

  /** PNG of a stored signature (the default when no id is given) as it will look. */
  async preview(userId: string, id: string | undefined): Promise<Uint8Array> {
    return this.render(await this.previewAppearance(userId, await this.stampSource(userId, id)));
  }

  /**
   * PNG of values not saved yet; the unsaved drawing, else `id`'s stored image, is drawn in.
   * Permissions apply as on saving; the drawing is checked and re-encoded as an upload is.
   */
  async previewDraft(userId: string, body: VisualSignaturePreviewValues): Promise<Uint8Array> {
    const row = body.id ? await this.owned(userId, body.id) : undefined;
    const source: StampSource = {
      data: { name: body.name, optionalLine: body.optionalLine, location: body.location },
      toggles: enforceVisualSignaturePermissions(body, await this.permissions(userId)),
      image: body.drawing
        ? await reencodeSignatureImage(Buffer.from(body.drawing, 'base64'), 'image/png')
        : row?.image_hash
          ? await this.blobs.get(row.image_hash)
          : undefined,
    };
    return this.render(await this.previewAppearance(userId, source));
  }

  /**
   * PNG of a seal's stamp as `userId` (an admin of its business) would seal now: the same builder
   * signing uses, with the seal's name, lines and image (docs/decisions/0710).
   */
  async sealPreview(userId: string, seal: SealStamp): Promise<Uint8Array> {
    const user = await findUserById(this.db, userId);
    if (!user) throw new AppError('NOT_FOUND', 'No such user');
    return this.render(
      previewAppearanceFor({
        user,
        seal,
        now: this.clock(),
        qrUrl: this.settings.publicUrl,
        isDemoTrustService: this.settings.isDemoTrustService,
      }),
    );
  }

  /**
   * The appearance a preview draws: the one signing would write for this user now (the same
   * builder, the account's language and default level), so the preview cannot drift from it.
   */
  async previewAppearance(userId: string, source: StampSource): Promise<VisualSignatureAppearance> {
    const user = await findUserById(this.db, userId);
    if (!user) throw new AppError('NOT_FOUND', 'No such user');
    return previewAppearanceFor({
      user,
      source,
      now: this.clock(),
      qrUrl: this.settings.publicUrl,
      isDemoTrustService: this.settings.isDemoTrustService,
    });
  }

  /**
   * The source of a signer's stamp: the chosen visual signature (only the signer's own; another's
   * is not found), else the default, else the §3 attributes visual_signature_* and the full name.
   * Permissions are applied again, so a lock set after saving still holds at signing time.
   * Call it outside a transaction: it reads on its own connection.
   */
  async stampSource(userId: string, visualSignatureId?: string): Promise<StampSource> {
    const row = visualSignatureId
      ? await this.owned(userId, visualSignatureId)
      : await repo.findDefault(this.db, userId);
    const permissions = await this.permissions(userId);
    if (row) {
      return {
        data: { name: row.name, optionalLine: row.optional_line, location: row.location },
        toggles: enforceVisualSignaturePermissions(
          {
            displayDate: row.display_date,
            displayClaim: row.display_claim,
            displayStandards: row.display_standards,
            displayQr: row.display_qr,
          },
          permissions,
        ),
        image: row.image_hash ? await this.blobs.get(row.image_hash) : undefined,
      };
    }
    const user = await findUserNameAndAttributes(this.db, userId);
    if (!user) throw new AppError('NOT_FOUND', 'No such user');
    const attributes = user.attributes as UserAttributes;
    return {
      data: visualSignatureDataFromAttributes(
        attributes,
        `${user.first_name} ${user.last_name}`.trim() || user.email,
      ),
      toggles: enforceVisualSignaturePermissions(
        displayTogglesFromAttributes(attributes),
        permissions,
      ),
      image: undefined,
    };
  }

  private async render(appearance: VisualSignatureAppearance): Promise<Uint8Array> {
    const pdf = await renderStampPreview(appearance);
    return (await renderPage(pdf, 1, PREVIEW_SCALE, 'png')).bytes;
  }

  private async owned(userId: string, id: string): Promise<VisualSignatureRow> {
    const row = await repo.findOwned(this.db, userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Removes an image blob no visual signature refers to any more (a deleted handwriting). */
  private async releaseImage(hash: string | null): Promise<void> {
    if (!hash) return;
    if (await repo.isImageReferenced(this.db, hash)) return;
    await this.blobs.remove(hash);
  }
}
