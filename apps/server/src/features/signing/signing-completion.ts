import { extendToLT } from '@signet/pdf';
import type { Database } from '../../db/database.ts';
import type { DocumentRow } from '../../db/tables/signature-requests.tables.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { BlobDraft, BlobStore } from '../../providers/blobs/blob-store.port.ts';
import type { TrustPort } from '../../providers/trust/trust.port.ts';
import { countUsage } from '../business/index.ts';
import { appendEvent, type ChainedEvent } from '../events/index.ts';
import { assertTransition, updateRequest } from '../request-core/index.ts';
import { enqueueCompletion } from './completion.job.ts';
import { moveDocumentVersions } from './signing.repository.ts';
import { failingAs } from './signing-failures.ts';

/** The documents' new versions of one signing, kept in memory for the completion (B-LT). */
export interface NewVersions {
  hashes: Map<string, string>;
  sizes: Map<string, number>;
  signed: Map<string, Uint8Array>;
}

/**
 * Starts writing a new version's blob (finishing its draft, when its beginning is already on
 * disk) and answers its address at once; the write joins `writes`, which the transaction awaits
 * before it commits.
 */
export function storeVersion(
  blobs: BlobStore,
  bytes: Uint8Array,
  writes: Promise<string>[],
  draft?: BlobDraft,
): string {
  const { hash, written } = draft ? draft.finish(bytes) : blobs.store(bytes);
  // Awaited before the commit; settled unused when the transaction fails first.
  written.catch(() => undefined);
  writes.push(written);
  return hash;
}

/**
 * The last signature: every document to B-LT (DSS with certificates, CRLs, OCSP), then SIGNED,
 * counted for the request's business, with the completion job (protocol and e-mails) queued in
 * the same transaction.
 */
export async function completeRequest(
  tx: Database,
  deps: { trust: TrustPort; clock: Clock; blobs: BlobStore },
  input: {
    actor: Actor;
    requestId: string;
    /** The request's business, whose usage counts the completion. */
    businessId: string | null;
    documents: DocumentRow[];
    /** When the signature was made: the request's time of change stays at it. */
    signedAt: Date;
    /** The `signed` event, which `completed` is chained to. */
    after: ChainedEvent;
    versions: NewVersions;
    writes: Promise<string>[];
  },
): Promise<void> {
  const { actor, requestId, documents, versions, writes } = input;
  for (const document of documents) {
    const hash = await failingAs(`document ${document.id} could not be completed`, async () => {
      const extended = await extendToLT(versions.signed.get(document.id)!, {
        revocation: deps.trust,
      });
      versions.sizes.set(document.id, extended.length);
      return storeVersion(deps.blobs, extended, writes);
    });
    versions.hashes.set(document.id, hash);
  }
  const now = deps.clock();
  await moveDocumentVersions(
    tx,
    documents.map((document) => ({
      id: document.id,
      hash: versions.hashes.get(document.id)!,
      size: versions.sizes.get(document.id) ?? document.size,
    })),
    now,
  );
  assertTransition('OPEN', 'SIGNED');
  await updateRequest(tx, requestId, {
    status_overall: 'SIGNED',
    ended_at: now,
    updated_at: input.signedAt,
  });
  await appendEvent(
    tx,
    {
      requestId,
      action: 'completed',
      actorId: actor.userId,
      actorEmail: actor.email,
      ip: actor.ip,
      documentHashes: documents.map((document) => versions.hashes.get(document.id)!),
      at: now,
      data: { pades_level: 'B-LT' },
    },
    input.after,
  );
  if (input.businessId) {
    await countUsage(tx, { businessId: input.businessId, kind: 'request_completed', at: now });
  }
  await enqueueCompletion(tx, { requestId, senderName: actor.email }, now);
}
