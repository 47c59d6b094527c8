import type { Database, Executor } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { appendEvent } from '../events/index.ts';
import type { VisibleRequest } from './request-access.ts';
import { documentHashes, loadAggregate } from './request-aggregate.ts';

function hasViewed(db: Executor, requestId: string, userId: string): Promise<unknown> {
  return db
    .selectFrom('request_events')
    .select('seq')
    .where('request_id', '=', requestId)
    .where('action', '=', 'viewed')
    .where('actor_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
}

/**
 * The first time a signer or observer (not the owner) opens an OPEN request, the trail records a
 * `viewed` event (issue 20): the sender sees who has looked at it. Later views add nothing, so a
 * page reload does not fill the trail.
 */
export async function recordFirstView(
  db: Database,
  now: Date,
  actor: Actor,
  visible: VisibleRequest,
): Promise<void> {
  const { request } = visible.aggregate;
  if (request.status_overall !== 'OPEN' || visible.roles.includes('owner')) return;
  if (await hasViewed(db, request.id, actor.userId)) return;
  await db.transaction().execute(async (tx) => {
    const aggregate = await loadAggregate(tx, request.id, { lock: true });
    if (!aggregate || (await hasViewed(tx, request.id, actor.userId))) return;
    await appendEvent(tx, {
      requestId: request.id,
      action: 'viewed',
      actorId: actor.userId,
      actorEmail: actor.email,
      ip: actor.ip,
      documentHashes: documentHashes(aggregate),
      at: now,
      data: { roles: visible.roles },
    });
  });
}
