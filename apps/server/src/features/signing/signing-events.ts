import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { appendEvent } from '../events/index.ts';
import { documentHashes, isCallersSignature, loadAggregate } from '../request-core/index.ts';

/** The steps of a signing the audit trail records besides the signature (issue 20). */
export type SigningStep = 'tan_sent' | 'tan_failed';

/**
 * Records a step of the signer's signing on each request it concerns, with the signer's sid there,
 * in one transaction. The requests are locked in id order, as every writer that locks several
 * does, so that two such writers never wait on each other.
 */
export async function recordSigningStep(
  db: Database,
  now: Date,
  actor: Actor,
  requestIds: readonly string[],
  action: SigningStep,
  data: Record<string, unknown>,
): Promise<void> {
  const ids = [...new Set(requestIds)].sort();
  await db.transaction().execute(async (tx) => {
    for (const id of ids) {
      const aggregate = await loadAggregate(tx, id, { lock: true });
      if (!aggregate) continue;
      // The signer's signature on this request: a callback names it (ADR 0913).
      const own = aggregate.signatures.find((s) => isCallersSignature(s, actor));
      await appendEvent(tx, {
        requestId: id,
        action,
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(aggregate),
        at: now,
        data: own ? { sid: own.sid, ...data } : data,
      });
    }
  });
}
