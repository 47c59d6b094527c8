import {
  type ApiAddObserverBody,
  type ApiSignatureRecipient,
  type ApiUpdateSignatureRequestBody,
  type ApiUpdateSignatureRequestBodyV3,
  AppError,
  type SignatureRecipient,
  type SignatureRequest,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import { decodeBase64 } from '../../http/raw-endpoint.ts';
import type { DocumentsService } from '../documents/index.ts';
import type { ProtocolService } from '../protocol/index.ts';
import type {
  AttachmentsService,
  ParticipantsService,
  RequestEventsService,
  RequestLifecycleService,
  SignatureRequestsService,
} from '../signature-requests/index.ts';
import type { ApiCaller } from './api-caller.ts';
import { findMemberAddress } from './business-members.repository.ts';
import type { CallbacksService } from './callbacks/callbacks.service.ts';
import { reportHtml, type SignatureReport, signatureReport } from './public-report.ts';
import { signersOf, toApiRequest } from './public-requests.ts';
import { toApiRequestV3 } from './public-requests-v3.ts';

export interface PublicRequestActionsDeps {
  requests: SignatureRequestsService;
  lifecycle: RequestLifecycleService;
  participants: ParticipantsService;
  attachments: AttachmentsService;
  events: RequestEventsService;
  protocol: ProtocolService;
  documents: DocumentsService;
  callbacks: CallbacksService;
  db: Database;
}

export type Version = 'v2' | 'v3';

type Report =
  | { kind: 'pdf'; pdf: { bytes: Uint8Array; disposition: string } }
  | { kind: 'json'; json: SignatureReport }
  | { kind: 'html'; html: string };

/** Through the public API a signer may be reminded once an hour (Skribble's hourly limit). */
const API_REMIND_INTERVAL = { ms: 60 * 60_000, text: 'hour' };

const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what}`);

/**
 * The public API's calls on one request beyond create, read and delete (ADR 0910): each is the
 * web's own call on the web's services, by the API account's user; only the shapes differ.
 */
export class PublicRequestActions {
  constructor(private readonly deps: PublicRequestActionsDeps) {}

  /** The version's SignatureResponse, with what the caller set on the request (ADR 0914). */
  view(caller: ApiCaller, version: Version, request: SignatureRequest) {
    const answer = version === 'v2' ? toApiRequest(request) : toApiRequestV3(request);
    return this.deps.callbacks.decorateOne(caller, answer);
  }

  private async current(caller: ApiCaller, version: Version, id: string) {
    return this.view(caller, version, await this.deps.requests.get(caller.actor, id));
  }

  /** v2 places a signer's positions on the request's one document; v3 signers are the web's. */
  private recipients(
    version: Version,
    request: SignatureRequest,
    signatures: (ApiSignatureRecipient | SignatureRecipient)[],
  ): SignatureRecipient[] {
    if (version === 'v3') return signatures as SignatureRecipient[];
    return signersOf(
      { signatures: signatures as ApiSignatureRecipient[] },
      request.documents[0]?.id,
    );
  }

  /** Skribble's PUT: allowed until the first signature; signers left out are removed. */
  async update(
    caller: ApiCaller,
    version: Version,
    body: ApiUpdateSignatureRequestBody | ApiUpdateSignatureRequestBodyV3,
  ) {
    const { requests, participants } = this.deps;
    const before = await requests.get(caller.actor, body.id);
    if (before.signatures.some((signature) => signature.status_code === 'SIGNED')) {
      throw new AppError(
        'API_REQUEST_SIGNED',
        'The signature request can no longer be changed: someone has signed it',
      );
    }
    const {
      id,
      signatures,
      cc_email_addresses,
      quality,
      callback_success_url: _success,
      callback_update_url: _update,
      callback_error_url: _error,
      callbacks: _callbacks,
      custom: _custom,
      attach_on_success: _attach,
      ...details
    } = body;
    // A callback URL that will be refused changes nothing.
    this.deps.callbacks.check(body);
    // Demo keys sign at DEMO whatever the body asks (ADR 0900).
    const level = quality && caller.account.kind === 'demo' ? 'DEMO' : quality;
    // Only what changes is passed on: an integration that sends the request back as it read it,
    // with new signers, is not refused for details that stay as they are.
    const changed = Object.fromEntries(
      Object.entries({ ...details, quality: level }).filter(
        ([key, value]) =>
          value !== undefined && value !== (before as unknown as Record<string, unknown>)[key],
      ),
    );
    await requests.update(caller.actor, id, {
      ...changed,
      ...(signatures !== undefined
        ? { signatures: this.recipients(version, before, signatures ?? []) }
        : {}),
    });
    await this.deps.callbacks.keep(caller, id, body);
    if (cc_email_addresses !== undefined) {
      const wanted = new Set((cc_email_addresses ?? []).map((email) => email.toLowerCase()));
      // The addresses replace the observers that are people; group observers stay (ADR 0915).
      const people = before.observers.flatMap((o) => (o.type === 'USER' ? [o] : []));
      for (const observer of people) {
        if (!wanted.has(observer.user_info.email.toLowerCase())) {
          await participants.removeObserver(caller.actor, id, observer.id);
        }
      }
      const present = new Set(people.map((o) => o.user_info.email.toLowerCase()));
      for (const email of wanted) {
        if (!present.has(email)) await participants.addObserver(caller.actor, id, email);
      }
    }
    return this.current(caller, version, id);
  }

  async withdraw(caller: ApiCaller, version: Version, id: string, message: string | undefined) {
    const withdrawn = await this.deps.lifecycle.withdraw(caller.actor, id, message ?? null);
    return this.view(caller, version, withdrawn);
  }

  async remind(caller: ApiCaller, id: string): Promise<void> {
    await this.deps.lifecycle.remind(caller.actor, id, API_REMIND_INTERVAL);
  }

  /** PDF: the sealed protocol, as the web's; JSON and HTML: Skribble's SignatureReport. */
  async report(caller: ApiCaller, id: string, type: 'PDF' | 'JSON' | 'HTML'): Promise<Report> {
    if (type === 'PDF') {
      return { kind: 'pdf', pdf: await this.deps.protocol.forActor(caller.actor, id) };
    }
    const request = await this.deps.requests.get(caller.actor, id);
    const { events } = await this.deps.events.list(caller.actor, id);
    const report = signatureReport(request, events);
    return type === 'JSON'
      ? { kind: 'json', json: report }
      : { kind: 'html', html: reportHtml(report) };
  }

  async addAttachment(
    caller: ApiCaller,
    version: Version,
    id: string,
    body: { filename: string; content_type: string; content: string },
  ) {
    await this.deps.attachments.add(caller.actor, id, {
      filename: body.filename,
      contentType: body.content_type,
      bytes: decodeBase64(body.content),
    });
    return this.current(caller, version, id);
  }

  async listAttachments(caller: ApiCaller, id: string) {
    return (await this.deps.requests.get(caller.actor, id)).attachments;
  }

  getAttachment(caller: ApiCaller, id: string, aid: string) {
    return this.deps.attachments.get(caller.actor, id, aid);
  }

  attachmentContent(caller: ApiCaller, id: string, aid: string) {
    return this.deps.attachments.content(caller.actor, id, aid);
  }

  deleteAttachment(caller: ApiCaller, id: string, aid: string) {
    return this.deps.attachments.remove(caller.actor, id, aid);
  }

  async addSignature(
    caller: ApiCaller,
    version: Version,
    id: string,
    body: ApiSignatureRecipient | SignatureRecipient,
  ) {
    const request = await this.deps.requests.get(caller.actor, id);
    const [recipient] = this.recipients(version, request, [body]);
    await this.deps.participants.addSignature(caller.actor, id, recipient!);
    return this.current(caller, version, id);
  }

  removeSignature(caller: ApiCaller, id: string, sid: string) {
    return this.deps.participants.removeSignature(caller.actor, id, sid);
  }

  async addDocument(caller: ApiCaller, id: string, body: { content: string; title?: string }) {
    const added = await this.deps.requests.addDocuments(caller.actor, id, [
      {
        kind: 'upload',
        bytes: decodeBase64(body.content),
        title: body.title ?? 'Document.pdf',
        field: 'body.content',
      },
    ]);
    return this.deps.callbacks.decorateOne(caller, toApiRequestV3(added));
  }

  removeDocument(caller: ApiCaller, id: string, docId: string) {
    return this.deps.documents.delete(caller.actor, docId, id);
  }

  /**
   * Type USER: by address, or by the id of a member of the caller's business (else 400 naming
   * user_id). Type GROUP: a signer group of the request's business, the API account's own, with
   * a member (else 400 naming group_id; ADR 0915).
   */
  async addObserver(caller: ApiCaller, id: string, body: ApiAddObserverBody) {
    if (body.type === 'GROUP') {
      return this.deps.participants.addGroupObserver(
        caller.actor,
        id,
        body.group_id ?? '',
        'body.group_id',
      );
    }
    const email = body.email ?? (await this.memberAddress(caller, body.user_id ?? ''));
    return this.deps.participants.addObserver(caller.actor, id, email);
  }

  private async memberAddress(caller: ApiCaller, userId: string): Promise<string> {
    const { businessId } = caller.account;
    const member = businessId
      ? await findMemberAddress(this.deps.db, businessId, userId)
      : undefined;
    if (!member) {
      const message = 'No member of your business has this id';
      throw new AppError('VALIDATION_FAILED', `body.user_id: ${message}`, {
        fields: [{ field: 'body.user_id', message }],
      });
    }
    return member.email;
  }

  async listObservers(caller: ApiCaller, id: string) {
    return (await this.deps.requests.get(caller.actor, id)).observers;
  }

  async getObserver(caller: ApiCaller, id: string, oid: string) {
    const observer = (await this.listObservers(caller, id)).find((o) => o.id === oid);
    if (!observer) throw notFound('observer');
    return observer;
  }

  removeObserver(caller: ApiCaller, id: string, oid: string) {
    return this.deps.participants.removeObserver(caller.actor, id, oid);
  }
}
