import type { Executor } from '../../db/database.ts';
import type {
  AttachmentRow,
  DocumentRow,
  ObserverRow,
  SignatureRequestRow,
  SignatureRow,
} from '../../db/tables/signature-requests.tables.ts';
import {
  findRequest,
  listAttachments,
  listDocuments,
  listObservers,
  listSignatures,
  lockRequest,
  type PageColumns,
} from './signature-requests.repository.ts';

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

const dates = <T extends Record<string, unknown>>(row: T, keys: readonly string[]): T => {
  const copy: Record<string, unknown> = { ...row };
  for (const key of keys) {
    const value = copy[key];
    if (typeof value === 'string') copy[key] = new Date(value);
  }
  return copy as T;
};

export interface Page {
  aggregates: RequestAggregate[];
  owners: Map<string, string>;
}

/** Aggregates of `requests` (in their order) from the page columns read with them. */
export function pageOf(
  requests: SignatureRequestRow[],
  columns: (id: string) => PageColumns | undefined,
): Page {
  const owners = new Map<string, string>();
  const aggregates = requests.map((request) => {
    const row = columns(request.id);
    if (request.owner_id && row?.owner_email) owners.set(request.owner_id, row.owner_email);
    return {
      request,
      documents: (row?.documents ?? []).map((d) => dates(d, ['created_at', 'updated_at'])),
      signatures: (row?.signatures ?? []).map((s) =>
        dates(s, ['last_reminded_at', 'status_changed_at', 'created_at', 'request_created_at']),
      ),
      observers: (row?.observers ?? []).map((o) => dates(o, ['invited_at'])),
      attachments: (row?.attachments ?? []).map((a) => dates(a, ['created_at'])),
    };
  });
  return { aggregates, owners };
}
