import type { SignatureRequest } from '@signet/contract';
import { escapeHtml } from '@signet/i18n';

// Skribble's SignatureReport (…/report?type=JSON or HTML) built from the request as its owner sees
// it and its audit trail: each participant with what they did, when and from where.

/** One event of the audit trail, as RequestEventsService lists it. */
export interface TrailEvent {
  action: string;
  actor_email: string | null;
  ip: string | null;
  created_at: string;
  document_hashes: string[];
  data: unknown;
}

interface UserAction {
  name: string;
  ip: string | null;
  time: string;
  documentSha256: string | null;
  documents: { documentId: string; documentSha256: string }[];
  message: string | null;
  signatureId: string | null;
}

interface ReportUser {
  id: string;
  firstname?: string;
  lastname?: string;
  email: string | null;
  userActions: UserAction[];
}

export interface SignatureReport {
  header: {
    signatureRequestID: string;
    skribbleLogo: null;
    title: string;
    status: string;
    signatureCount: number;
    signatureCountSigned: number;
    attachmentNames: string;
  };
  userList: ReportUser[];
  error: null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function actionOf(event: TrailEvent, documentIds: string[]): UserAction {
  const data = (event.data ?? {}) as Record<string, unknown>;
  return {
    name: event.action.toUpperCase(),
    ip: event.ip,
    time: event.created_at,
    documentSha256: event.document_hashes[0] ?? null,
    documents: event.document_hashes.flatMap((documentSha256, index) =>
      documentIds[index] ? [{ documentId: documentIds[index], documentSha256 }] : [],
    ),
    message: text(data.message),
    signatureId: text(data.sid),
  };
}

/** The report: the owner, every signer and observer, and anyone else the trail names. */
export function signatureReport(request: SignatureRequest, trail: TrailEvent[]): SignatureReport {
  const documentIds = request.documents.map((document) => document.id);
  const users = new Map<string, ReportUser>();
  const add = (email: string | null, user: Omit<ReportUser, 'email' | 'userActions'>) => {
    const key = email ?? user.id;
    if (!users.has(key)) users.set(key, { ...user, email, userActions: [] });
  };
  if (request.owner) add(request.owner, { id: request.owner });
  for (const signature of request.signatures) {
    const identity = signature.signer_identity_data;
    add(signature.account_email ?? identity?.email_address ?? null, {
      id: signature.sid,
      ...(identity?.first_name ? { firstname: identity.first_name } : {}),
      ...(identity?.last_name ? { lastname: identity.last_name } : {}),
    });
  }
  for (const observer of request.observers) {
    // A group observer has no address of its own: it is listed by its name (ADR 0915).
    if (observer.type === 'USER') add(observer.user_info.email, { id: observer.id });
    else add(null, { id: observer.id, lastname: observer.group_info.name });
  }
  for (const event of trail) {
    if (!event.actor_email) continue;
    add(event.actor_email, { id: event.actor_email });
    users.get(event.actor_email)!.userActions.push(actionOf(event, documentIds));
  }
  return {
    header: {
      signatureRequestID: request.id,
      skribbleLogo: null,
      title: request.title,
      status: request.status_overall,
      signatureCount: request.signatures.length,
      signatureCountSigned: request.signatures.filter((s) => s.status_code === 'SIGNED').length,
      attachmentNames: request.attachments.map((a) => a.filename).join(', '),
    },
    userList: [...users.values()],
    error: null,
  };
}

const cell = (value: string | number | null | undefined) =>
  `<td>${escapeHtml(value === null || value === undefined ? '' : String(value))}</td>`;

/** The same report as a self-contained HTML page; every value is escaped. */
export function reportHtml(report: SignatureReport): string {
  const { header } = report;
  const people = report.userList
    .map((user) => {
      const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
      const rows = user.userActions
        .map(
          (action) =>
            `<tr>${cell(action.time)}${cell(action.name)}${cell(action.ip)}${cell(action.documentSha256)}</tr>`,
        )
        .join('');
      return `<section><h2>${escapeHtml(name || user.email || user.id)}</h2><p>${escapeHtml(user.email ?? '')}</p><table><thead><tr><th>Time</th><th>Action</th><th>IP</th><th>Document SHA-256</th></tr></thead><tbody>${rows}</tbody></table></section>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(header.title)}</title></head><body><h1>${escapeHtml(header.title)}</h1><table><tbody><tr><th>Request</th>${cell(header.signatureRequestID)}</tr><tr><th>Status</th>${cell(header.status)}</tr><tr><th>Signatures</th>${cell(`${header.signatureCountSigned} / ${header.signatureCount}`)}</tr><tr><th>Attachments</th>${cell(header.attachmentNames)}</tr></tbody></table>${people}</body></html>`;
}
