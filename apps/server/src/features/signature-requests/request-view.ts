import {
  absoluteHref,
  href,
  type SignatureObserverResponse,
  type SignatureRecipientResponse,
  type SignatureRequest,
  type SignerIdentityData,
  type StatusOverall,
} from '@signet/contract';
import type { Executor } from '../../db/database.ts';
import type { ObserverRow, SignatureRow } from '../../db/tables/signature-requests.tables.ts';
import type { RequestAggregate, Role, VisibleRequest } from '../request-core/index.ts';
import { findAccountNames, findOwnerEmails, loadAggregates } from '../request-core/index.ts';
import { findRequests } from './signature-requests.repository.ts';
import type { SignerLevelGaps } from './signer-levels.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toSignatureView(
  row: SignatureRow,
  levelMissing?: boolean,
): SignatureRecipientResponse {
  return {
    sid: row.sid,
    account_email: row.account_email,
    signer_identity_data: (row.signer_identity_data as SignerIdentityData | null) ?? null,
    document_signatures:
      row.document_signatures as SignatureRecipientResponse['document_signatures'],
    sequence: row.sequence,
    status_code: row.status_code as SignatureRecipientResponse['status_code'],
    notify: row.notify,
    invited_by: row.invited_by,
    last_reminded_at: row.last_reminded_at ? iso(row.last_reminded_at) : null,
    signer_group: row.signer_group_id
      ? { id: row.signer_group_id, name: row.signer_group_name ?? '' }
      : null,
    ...(levelMissing === undefined ? {} : { level_missing: levelMissing }),
  };
}

/**
 * An observer as the answers show it: a person by address (type USER), or a signer group (type
 * GROUP) with its id, and its name and version when it was added (ADR 0915).
 */
export function toObserverView(row: ObserverRow): SignatureObserverResponse {
  const common = { id: row.id, invited_at: iso(row.invited_at), invited_by: row.invited_by };
  return row.group_id !== null
    ? {
        ...common,
        type: 'GROUP',
        group_info: {
          id: row.group_id,
          name: row.group_name ?? '',
          version_id: String(row.group_version ?? 1),
        },
      }
    : { ...common, type: 'USER', user_info: { email: row.email } };
}

/** Skribble's read and write access of a request: the owner, then its signers and observers. */
export function accessOf(
  aggregate: Pick<RequestAggregate, 'signatures' | 'observers'>,
  ownerEmail: string | null,
): { read_access: string[]; write_access: string[] } {
  // A group's key (its id) gives its members the signer's or the observer's role; it is no
  // address to read by.
  const signerEmails = aggregate.signatures
    .filter((s) => s.signer_group_id === null)
    .map((s) => s.email);
  const observerEmails = aggregate.observers.filter((o) => o.group_id === null).map((o) => o.email);
  const owner = ownerEmail ? [ownerEmail] : [];
  return {
    read_access: [...new Set([...owner, ...signerEmails, ...observerEmails])],
    write_access: owner,
  };
}

/** The access of several requests of one owner, by request id: a page's worth at once. */
export async function accessByRequest(
  db: Executor,
  requestIds: readonly string[],
  ownerEmail: string | null,
) {
  const aggregates = await loadAggregates(db, await findRequests(db, requestIds));
  return new Map(
    aggregates.map((aggregate) => [aggregate.request.id, accessOf(aggregate, ownerEmail)]),
  );
}

/** SignatureResponse_v3 as the caller sees it. */
export function toRequestView(
  aggregate: RequestAggregate,
  roles: Role[],
  publicUrl: string,
  ownerEmail: string | null,
  names: Record<string, string> = {},
  /** Per signature id, whether the signer lacks the level: the owner's view only (ADR 0640). */
  levelGaps: ReadonlyMap<string, boolean> = new Map(),
): SignatureRequest {
  const { request } = aggregate;
  const access = accessOf(aggregate, ownerEmail);
  return {
    id: request.id,
    title: request.title,
    message: request.message,
    documents: aggregate.documents.map((document) => ({
      id: document.id,
      name: document.title,
      version_id: document.current_hash,
      page_count: document.page_count,
      size: document.size,
    })),
    legislation: request.legislation as SignatureRequest['legislation'],
    quality: request.quality as SignatureRequest['quality'],
    part11: request.part11,
    signing_url: absoluteHref(publicUrl, href('view', { srid: request.id })),
    status_overall: request.status_overall as StatusOverall,
    signatures: aggregate.signatures.map((row) => toSignatureView(row, levelGaps.get(row.sid))),
    observers: aggregate.observers.map(toObserverView),
    attachments: aggregate.attachments.map((attachment) => ({
      attachment_id: attachment.id,
      filename: attachment.filename,
      content_type: attachment.content_type,
      size: attachment.size,
    })),
    origin: request.origin,
    owner: ownerEmail,
    read_access: access.read_access,
    write_access: access.write_access,
    created_at: iso(request.created_at),
    updated_at: iso(request.updated_at),
    documents_deleted: request.documents_deleted_at !== null,
    expiration_date: request.expiration_date ?? null,
    roles,
    // Only a business's request names it: the list (kept by the database, ADR 0522) leaves it out.
    ...(request.business_id ? { business_id: request.business_id } : {}),
    names,
  };
}

/** The account names of the request's owner and signers (issue 20). */
export function namesOf(db: Executor, aggregate: RequestAggregate) {
  return findAccountNames(
    db,
    aggregate.request.owner_id,
    aggregate.signatures.map((s) => s.email),
  );
}

/**
 * The request as its caller sees it, with the owner's current address; its owner also learns
 * which signers lack the level (`levelGaps`), nobody else (ADR 0640).
 */
export async function viewOf(
  db: Executor,
  visible: VisibleRequest,
  publicUrl: string,
  levelGaps?: SignerLevelGaps,
): Promise<SignatureRequest> {
  const owner = visible.aggregate.request.owner_id;
  const isOwner = visible.roles.includes('owner');
  const [emails, names, gaps] = await Promise.all([
    findOwnerEmails(db, [owner]),
    namesOf(db, visible.aggregate),
    isOwner && levelGaps ? levelGaps(visible.aggregate) : undefined,
  ]);
  return toRequestView(
    visible.aggregate,
    visible.roles,
    publicUrl,
    owner ? (emails.get(owner) ?? null) : null,
    names,
    gaps,
  );
}
