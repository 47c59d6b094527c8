import { requestLevelDefaults, type UserAttributes } from '@signet/contract';
import type { Executor } from '../../db/database.ts';
import type { SignatureRequestRow } from '../../db/tables/signature-requests.tables.ts';
import { updateRequest } from '../request-core/index.ts';

async function ownerDefaults(db: Executor, ownerId: string | null) {
  if (!ownerId) return requestLevelDefaults(undefined);
  const owner = await db
    .selectFrom('users')
    .select('attributes')
    .where('id', '=', ownerId)
    .executeTakeFirst();
  return requestLevelDefaults(owner?.attributes as UserAttributes | undefined);
}

/**
 * The level and legislation a new request is stored with: what the sender chose, the rest from
 * the account's defaults (ADR 0511), so that no request shows a level it was never given.
 */
export async function levelOfNewRequest(
  db: Executor,
  ownerId: string | null,
  chosen: { quality?: string | null; legislation?: string | null },
): Promise<{ quality: string; legislation: string }> {
  if (chosen.quality && chosen.legislation) {
    return { quality: chosen.quality, legislation: chosen.legislation };
  }
  const defaults = await ownerDefaults(db, ownerId);
  return {
    quality: chosen.quality ?? defaults.quality,
    legislation: chosen.legislation ?? defaults.legislation,
  };
}

/**
 * Sending a request whose level or legislation was cleared (PUT with null) stores the owner's
 * defaults first; what is stored is what the signers sign at and what every screen shows.
 */
export async function storeMissingLevel(
  db: Executor,
  request: Pick<SignatureRequestRow, 'id' | 'owner_id' | 'quality' | 'legislation'>,
): Promise<{ quality: string; legislation: string }> {
  const level = await levelOfNewRequest(db, request.owner_id, request);
  if (level.quality !== request.quality || level.legislation !== request.legislation) {
    await updateRequest(db, request.id, level);
  }
  return level;
}
