import {
  AppError,
  addAttachment,
  addObserver,
  addSignature,
  addSignatureRequestDocument,
  CreateAttachmentBody,
  CreateSignatureRequestBody,
  createSignatureRequest,
  declineSignatureRequest,
  delegateSignatureRequest,
  deleteAttachment,
  deleteSignatureRequest,
  getAttachment,
  getAttachmentContent,
  getSignatureRequest,
  getSignatureRequestLockStatus,
  getSignatureRequestReport,
  getSignatureRequestStatus,
  getSignatureRequestTimeline,
  initiateSignatureRequest,
  listSignatureRequestEvents,
  listSignatureRequests,
  RequestMessage,
  RequestTitle,
  remindSignatureRequest,
  removeObserver,
  removeSignature,
  removeSignatureRequestDocument,
  SignatureLegislation,
  SignatureQuality,
  updateSignature,
  updateSignatureRequest,
  withdrawSignatureRequest,
} from '@signet/contract';
import { z } from 'zod';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import type { DocumentsService, UploadLimits } from '../documents/index.ts';
import type { ProtocolService } from '../protocol/index.ts';
import type { AttachmentsService } from './attachments.service.ts';
import type { ParticipantsService } from './participants.service.ts';
import type { RequestEventsService } from './request-events.service.ts';
import type { RequestLifecycleService } from './request-lifecycle.service.ts';
import type { SignatureRequestsService } from './signature-requests.service.ts';

/** The services behind §7 "Signature requests". */
export interface SignatureRequestRoutesDeps {
  limits: UploadLimits;
  /** Where multipart uploads are spooled to temporary files. */
  spoolDir: string;
  requests: SignatureRequestsService;
  lifecycle: RequestLifecycleService;
  participants: ParticipantsService;
  events: RequestEventsService;
  attachments: AttachmentsService;
  documents: DocumentsService;
  /** The signature protocol PDF (GET …/report?type=PDF). */
  protocol: ProtocolService;
}

import { actorOf } from '../../http/actor.ts';
import { decodeBase64, parseJsonBody, registerRawEndpoint } from '../../http/raw-endpoint.ts';
import { isMultipart, withMultipart } from './multipart-upload.ts';
import type { CreateRequestInput, DocumentSource } from './signature-requests.service.ts';

const MultipartFields = z.strictObject({
  // The contract's limits, as the JSON body and the web's form have them.
  title: z.optional(RequestTitle),
  message: z.optional(RequestMessage),
  legislation: z.optional(SignatureLegislation),
  quality: z.optional(SignatureQuality),
});

const titleOf = (filename: string) => filename.replace(/\.pdf$/i, '').trim() || 'Document';

/**
 * Reads a new request from JSON (Skribble CreateSignatureRequest) or a multipart upload and hands
 * it to `use`; spooled files live until `use` settles.
 */
async function withCreateInput<T>(
  context: Pick<SignatureRequestRoutesDeps, 'limits' | 'spoolDir'>,
  request: Parameters<typeof actorOf>[0],
  use: (input: CreateRequestInput) => Promise<T>,
): Promise<T> {
  if (isMultipart(request)) {
    const limits = {
      maxUploadBytes: context.limits.maxUploadBytes,
      maxFiles: 50,
      allowedFields: Object.keys(MultipartFields.shape),
      spoolDir: context.spoolDir,
    };
    return withMultipart(request, limits, async (upload) => {
      const fields = MultipartFields.safeParse(upload.fields);
      if (!fields.success) {
        throw new AppError('VALIDATION_FAILED', 'Invalid form fields', {
          fields: fields.error.issues.map((issue) => ({
            field: `body.${issue.path.join('.')}`,
            message: issue.message,
          })),
        });
      }
      return use({
        ...fields.data,
        title: fields.data.title ?? titleOf(upload.files[0]!.filename),
        documents: upload.files.map((file, index) => ({
          kind: 'upload',
          bytes: file.read,
          title: file.filename,
          field: `body.${file.field}[${index}]`,
        })),
      });
    });
  }
  const body = parseJsonBody(CreateSignatureRequestBody, request);
  const documents: DocumentSource[] = body.documents.map((document, index) => {
    const field = `body.documents.${index}`;
    const documentId = document.document_id ?? document.id;
    if (documentId)
      return { kind: 'copy', documentId, title: document.title, field: `${field}.document_id` };
    return {
      kind: 'upload',
      bytes: decodeBase64(document.content!),
      title: document.title ?? `${body.title}.pdf`,
      field: `${field}.content`,
    };
  });
  return use({ ...body, documents });
}

export function registerSignatureRequestRoutes(
  { app, rateLimit, documentBodyLimit: uploadBodyLimit }: HttpContext,
  context: SignatureRequestRoutesDeps,
): void {
  const { requests, lifecycle, participants, events, attachments, documents } = context;
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request);
  const uploadLimits = (maxFiles: number) => ({
    maxUploadBytes: context.limits.maxUploadBytes,
    maxFiles,
    spoolDir: context.spoolDir,
  });

  registerRawEndpoint(
    app,
    createSignatureRequest,
    rateLimit,
    { bodyLimit: uploadBodyLimit },
    async ({ request, reply }) => {
      const caller = await actor(request);
      const created = await withCreateInput(context, request, (input) =>
        requests.create(caller, input),
      );
      return reply.code(201).send(created);
    },
  );

  registerEndpoint(app, listSignatureRequests, rateLimit, async ({ query, request, reply }) => {
    const { items, total } = await requests.list(await actor(request), query);
    reply.header('X-Total-Count', String(total));
    return items;
  });

  registerEndpoint(app, getSignatureRequest, rateLimit, async ({ params, request }) =>
    requests.get(await actor(request), params.id),
  );
  registerEndpoint(app, updateSignatureRequest, rateLimit, async ({ params, body, request }) =>
    requests.update(await actor(request), params.id, body),
  );
  registerEndpoint(app, deleteSignatureRequest, rateLimit, async ({ params, request }) => {
    await requests.remove(await actor(request), params.id);
    return null;
  });
  registerEndpoint(app, getSignatureRequestStatus, rateLimit, async ({ params, request }) =>
    requests.status(await actor(request), params.id),
  );
  registerEndpoint(app, getSignatureRequestLockStatus, rateLimit, async ({ params, request }) =>
    requests.lockStatus(await actor(request), params.id),
  );
  registerEndpoint(app, initiateSignatureRequest, rateLimit, async ({ params, request }) =>
    lifecycle.initiate(await actor(request), params.id),
  );
  registerEndpoint(app, declineSignatureRequest, rateLimit, async ({ params, body, request }) =>
    lifecycle.decline(await actor(request), params.id, body?.message ?? null),
  );
  registerEndpoint(app, withdrawSignatureRequest, rateLimit, async ({ params, body, request }) =>
    lifecycle.withdraw(await actor(request), params.id, body?.message ?? null),
  );
  registerEndpoint(app, remindSignatureRequest, rateLimit, async ({ params, request }) =>
    lifecycle.remind(await actor(request), params.id),
  );
  registerEndpoint(app, delegateSignatureRequest, rateLimit, async ({ params, body, request }) =>
    lifecycle.delegate(await actor(request), params.id, body),
  );
  registerEndpoint(app, addSignature, rateLimit, async ({ params, body, request }) =>
    participants.addSignature(await actor(request), params.id, body),
  );
  registerEndpoint(app, updateSignature, rateLimit, async ({ params, body, request }) =>
    participants.updateSignature(
      await actor(request),
      params.id,
      params.sid,
      body.document_signatures,
    ),
  );
  registerEndpoint(app, removeSignature, rateLimit, async ({ params, request }) => {
    await participants.removeSignature(await actor(request), params.id, params.sid);
    return null;
  });
  registerEndpoint(app, addObserver, rateLimit, async ({ params, body, request }) =>
    participants.addObserver(await actor(request), params.id, body.email),
  );
  registerEndpoint(app, removeObserver, rateLimit, async ({ params, request }) => {
    await participants.removeObserver(await actor(request), params.id, params.oid);
    return null;
  });
  registerEndpoint(app, listSignatureRequestEvents, rateLimit, async ({ params, request }) =>
    events.list(await actor(request), params.id),
  );
  registerEndpoint(app, getSignatureRequestTimeline, rateLimit, async ({ params, request }) =>
    events.timeline(await actor(request), params.id),
  );

  registerRawEndpoint(
    app,
    getSignatureRequestReport,
    rateLimit,
    {},
    async ({ params, query, request, reply }) => {
      if (query.type === 'PDF') {
        const protocol = await context.protocol.forActor(await actor(request), params.id);
        return sendPdf(reply, protocol);
      }
      const report = await events.report(await actor(request), params.id, query.format);
      return reply
        .header('Content-Type', report.contentType)
        .header('Cache-Control', 'private, no-store')
        .send(report.body);
    },
  );

  registerRawEndpoint(
    app,
    addSignatureRequestDocument,
    rateLimit,
    { bodyLimit: uploadBodyLimit },
    async ({ params, request, reply }) => {
      const caller = await actor(request);
      if (isMultipart(request)) {
        const limits = { ...uploadLimits(50), allowedFields: [] };
        const added = await withMultipart(request, limits, (upload) =>
          requests.addDocuments(
            caller,
            params.id,
            upload.files.map((file, index) => ({
              kind: 'upload',
              bytes: file.read,
              title: file.filename,
              field: `body.${file.field}[${index}]`,
            })),
          ),
        );
        return reply.code(201).send(added);
      }
      const body = parseJsonBody(addSignatureRequestDocument.body, request);
      const sources: DocumentSource[] = [
        {
          kind: 'upload',
          bytes: decodeBase64(body.content),
          title: body.title ?? 'Document.pdf',
          field: 'body.content',
        },
      ];
      return reply.code(201).send(await requests.addDocuments(caller, params.id, sources));
    },
  );
  registerEndpoint(app, removeSignatureRequestDocument, rateLimit, async ({ params, request }) => {
    const caller = await actor(request);
    await documents.delete(caller, params.docId, params.id);
    return requests.get(caller, params.id);
  });

  registerRawEndpoint(
    app,
    addAttachment,
    rateLimit,
    { bodyLimit: uploadBodyLimit },
    async ({ params, request, reply }) => {
      const caller = await actor(request);
      if (isMultipart(request)) {
        const limits = { ...uploadLimits(1), allowedFields: [] };
        const added = await withMultipart(request, limits, async (upload) => {
          const part = upload.files[0]!;
          return attachments.add(caller, params.id, {
            filename: part.filename,
            contentType: part.mimetype.toLowerCase(),
            bytes: await part.read(),
          });
        });
        return reply.code(201).send(added);
      }
      const body = parseJsonBody(CreateAttachmentBody, request);
      const file = {
        filename: body.filename,
        contentType: body.content_type,
        bytes: decodeBase64(body.content),
      };
      return reply.code(201).send(await attachments.add(caller, params.id, file));
    },
  );
  registerEndpoint(app, getAttachment, rateLimit, async ({ params, request }) =>
    attachments.get(await actor(request), params.id, params.aid),
  );
  registerEndpoint(app, deleteAttachment, rateLimit, async ({ params, request }) => {
    await attachments.remove(await actor(request), params.id, params.aid);
    return null;
  });
  registerRawEndpoint(
    app,
    getAttachmentContent,
    rateLimit,
    {},
    async ({ params, request, reply }) => {
      const content = await attachments.content(await actor(request), params.id, params.aid);
      return reply
        .header('Content-Type', content.contentType)
        .header('Content-Disposition', content.disposition)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(content.bytes);
    },
  );
}
