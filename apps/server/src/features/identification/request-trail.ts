import type { Executor } from '../../db/database.ts';
import type { IdentificationRow } from '../../db/tables/identification.tables.ts';
import type { OidcRefusal } from '../../providers/identification/oidc-eid.ts';
import { appendEvent } from '../events/index.ts';
import { documentHashes, loadAggregate } from '../request-core/index.ts';

/**
 * Why an identification failed, as a signature request's trail names it: a code, never the
 * officer's free-text reason or anything the eID answered.
 */
export type IdentificationFailure = 'desk_rejected' | 'expired' | OidcRefusal;

/**
 * An identification made for a signature request failed: the request's own chain records it
 * (`identification_failed`), so its timeline, protocol and IDENT_ERROR callback show it
 * (ADR 0913). Only while the request is open, i.e. within its signature process. The person is
 * the event's actor, by the address the identification was started with (a guest's is the one on
 * the request); the signer's sid is given when that address signs the request. The caller holds
 * the identification's lock; the request's is taken here, after it (no writer takes them the
 * other way round).
 */
export async function recordIdentificationFailure(
  tx: Executor,
  row: Pick<IdentificationRow, 'signature_request_id' | 'user_id' | 'email' | 'method'>,
  failure: { reason: IdentificationFailure; ip: string | null; at: Date },
): Promise<void> {
  if (!row.signature_request_id) return;
  const aggregate = await loadAggregate(tx, row.signature_request_id, { lock: true });
  if (aggregate?.request.status_overall !== 'OPEN') return;
  const email = row.email.toLowerCase();
  const signature = aggregate.signatures.find(
    (s) => s.email.toLowerCase() === email || s.account_email?.toLowerCase() === email,
  );
  await appendEvent(tx, {
    requestId: aggregate.request.id,
    action: 'identification_failed',
    actorId: row.user_id,
    actorEmail: row.email,
    ip: failure.ip,
    documentHashes: documentHashes(aggregate),
    at: failure.at,
    data: {
      ...(signature ? { sid: signature.sid } : {}),
      method: row.method,
      reason: failure.reason,
    },
  });
}
