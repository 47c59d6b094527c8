import type { BusinessSettings } from '@signet/contract';
import type { BusinessRow } from '../../db/tables/business.tables.ts';
import { notFound } from '../../http/access-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { businessAccess } from './business-access.ts';
import type { BusinessDeps } from './business-deps.ts';
import { toBusinessSettings } from './business-settings.ts';
import { lockBusiness, updateBusinessRow } from './businesses.repository.ts';
import { LOGO_HISTORY, releaseLogos } from './logo-blobs.ts';
import { type LogoType, reencodeLogo } from './logo-image.ts';
import { findBusiness } from './membership.repository.ts';

/** §3 Business.settings.companyBranding.logo: uploaded, re-encoded, kept by content address. */
export class BusinessLogoService {
  constructor(private readonly deps: BusinessDeps) {}

  async upload(
    actor: Actor,
    id: string,
    bytes: Uint8Array,
    type: LogoType,
  ): Promise<BusinessSettings> {
    const { db, blobs } = this.deps;
    await businessAccess(db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
      changes: true,
    });
    const logo = await reencodeLogo(bytes, type);
    const hash = await blobs.put(logo.png);
    return this.replace(id, { hash, width: logo.width, height: logo.height });
  }

  async remove(actor: Actor, id: string): Promise<BusinessSettings> {
    await businessAccess(this.deps.db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
      changes: true,
    });
    return this.replace(id, null);
  }

  /**
   * The image of a logo this business shows or showed (mails already sent link the old one);
   * any other hash, even of a stored blob, is not found.
   */
  async image(id: string, hash: string): Promise<Buffer> {
    const row = await findBusiness(this.deps.db, id);
    const known = row && (row.logo_hash === hash || row.settings.logoHistory?.includes(hash));
    if (!known || !(await this.deps.blobs.has(hash))) throw notFound('logo');
    return this.deps.blobs.get(hash);
  }

  /** The old logo moves into the history; one that falls out of it is released. */
  private async replace(
    id: string,
    logo: { hash: string; width: number; height: number } | null,
  ): Promise<BusinessSettings> {
    const { db, clock, blobs, publicUrl } = this.deps;
    const now = clock();
    const { row, dropped } = await db.transaction().execute(async (tx) => {
      const current = await lockBusiness(tx, id);
      if (!current) throw notFound('business');
      const { history, dropped } = nextHistory(current, logo?.hash ?? null);
      const row = await updateBusinessRow(tx, id, {
        logo_hash: logo?.hash ?? null,
        logo_width: logo?.width ?? null,
        logo_height: logo?.height ?? null,
        settings: JSON.stringify({ ...current.settings, logoHistory: history }),
        updated_at: now,
      });
      return { row, dropped };
    });
    await releaseLogos(db, blobs, dropped, now);
    return toBusinessSettings(row, publicUrl);
  }
}

function nextHistory(current: BusinessRow, next: string | null) {
  const earlier = current.settings.logoHistory ?? [];
  const all = [current.logo_hash, ...earlier].filter(
    (hash, index, list): hash is string => !!hash && hash !== next && list.indexOf(hash) === index,
  );
  return { history: all.slice(0, LOGO_HISTORY), dropped: all.slice(LOGO_HISTORY) };
}
