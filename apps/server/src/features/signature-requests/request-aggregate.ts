import type { Executor } from '../users/users.repository.ts';
import {
  findRequest,
  listAttachments,
  listDocuments,
  listObservers,
  listSignatures,
  lockRequest,
} from './signature-requests.repository.ts';
import type {
  AttachmentRow,
  DocumentRow,
  ObserverRow,
  SignatureRequestRow,
  SignatureRow,
} from './signature-requests.tables.ts';

/** A request with everything that belongs to it. */
export interface RequestAggregate {
  request: SignatureRequestRow;
  documents: DocumentRow[];
  signatures: SignatureRow[];
  observers: ObserverRow[];
  attachments: AttachmentRow[];
}

function groupBy<T extends { request_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.request_id) ?? [];
    list.push(row);
    groups.set(row.request_id, list);
  }
  return groups;
}

/** Four queries for a whole page of requests, never one per request. */
export async function loadAggregates(
  db: Executor,
  requests: SignatureRequestRow[],
): Promise<RequestAggregate[]> {
  const ids = requests.map((request) => request.id);
  const [documents, signatures, observers, attachments] = await Promise.all([
    listDocuments(db, ids),
    listSignatures(db, ids),
    listObservers(db, ids),
    listAttachments(db, ids),
  ]);
  const byDocument = groupBy(documents);
  const bySignature = groupBy(signatures);
  const byObserver = groupBy(observers);
  const byAttachment = groupBy(attachments);
  return requests.map((request) => ({
    request,
    documents: byDocument.get(request.id) ?? [],
    signatures: bySignature.get(request.id) ?? [],
    observers: byObserver.get(request.id) ?? [],
    attachments: byAttachment.get(request.id) ?? [],
  }));
}

/** One request; `lock` takes its row lock for the rest of the transaction. */
export async function loadAggregate(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RequestAggregate | undefined> {
  const request = options.lock ? await lockRequest(db, id) : await findRequest(db, id);
  if (!request) return undefined;
  const [aggregate] = await loadAggregates(db, [request]);
  return aggregate;
}

/** The document versions an event refers to (architecture "Data safety"). */
export function documentHashes(aggregate: Pick<RequestAggregate, 'documents'>): string[] {
  return aggregate.documents.map((document) => document.current_hash);
}
