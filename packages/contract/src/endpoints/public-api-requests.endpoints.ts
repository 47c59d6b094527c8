import { z } from 'zod/mini';
import { type AnySchema, defineEndpoint } from '../endpoint.ts';
import { Email } from '../rules/email.ts';
import { ApiSignatureRecipient } from './public-api.schemas.ts';
import { ApiRequestSettings } from './public-api-callbacks.schemas.ts';
import {
  AttachmentIdParams,
  Base64,
  CreateAttachmentBody,
  Id,
  ObserverIdParams,
  RequestDocumentParams,
  RequestIdParams,
  RequestMessage,
  RequestTitle,
  SignatureAttachmentResponse,
  SignatureIdParams,
  SignatureLegislation,
  SignatureObserverResponse,
  SignatureQuality,
  SignatureRecipient,
} from './signature-requests.schemas.ts';
import { SignerGroupId } from './signer-groups.schemas.ts';

// The public API's calls on one signature request beyond create, read and delete (issue 18,
// ADR 0910): Skribble's paths, each mapped onto the web's own services.

const tags = ['Public API'];
const at = (version: 'v2' | 'v3', path: string) => `/api/${version}${path}`;

/** Skribble's UpdateSignatureRequest: the request's id in the body; signers replace all. */
function updateBody<R extends AnySchema>(recipient: R) {
  return z.strictObject({
    id: Id,
    title: z.optional(RequestTitle),
    message: z.optional(RequestMessage),
    legislation: z.optional(SignatureLegislation),
    quality: z.optional(SignatureQuality),
    signatures: z.optional(z.nullable(z.array(recipient).check(z.maxLength(100)))),
    cc_email_addresses: z.optional(z.nullable(z.array(Email).check(z.maxLength(100)))),
    ...ApiRequestSettings,
  });
}
export const ApiUpdateSignatureRequestBody = updateBody(ApiSignatureRecipient);
export type ApiUpdateSignatureRequestBody = z.infer<typeof ApiUpdateSignatureRequestBody>;
export const ApiUpdateSignatureRequestBodyV3 = updateBody(SignatureRecipient);
export type ApiUpdateSignatureRequestBodyV3 = z.infer<typeof ApiUpdateSignatureRequestBodyV3>;

/**
 * v3's CreateSignatureObserverRequest. Type USER (the default): by address, or by the id of a
 * member of the API account's business (ADR 0914). Type GROUP: a signer group of that business,
 * by `group_id`, whose current members observe the request (ADR 0915).
 */
export const ApiAddObserverBody = z
  .strictObject({
    type: z.optional(z.enum(['USER', 'GROUP'])),
    email: z.optional(Email),
    user_id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    group_id: z.optional(SignerGroupId),
  })
  .check(
    z.refine(
      (body) => body.type === 'GROUP' || (body.email ? 1 : 0) + (body.user_id ? 1 : 0) === 1,
      { message: 'Give either email or user_id', path: ['email'] },
    ),
    z.refine((body) => body.type === 'GROUP' || body.group_id === undefined, {
      message: 'group_id is for an observer of type GROUP',
      path: ['group_id'],
    }),
    z.refine((body) => body.type !== 'GROUP' || body.group_id !== undefined, {
      message: 'An observer of type GROUP needs group_id',
      path: ['group_id'],
    }),
    z.refine(
      (body) => body.type !== 'GROUP' || (body.email === undefined && body.user_id === undefined),
      { message: 'An observer of type GROUP takes no email or user_id', path: ['group_id'] },
    ),
  );
export type ApiAddObserverBody = z.infer<typeof ApiAddObserverBody>;

/** Skribble's WithdrawSignatureRequest; the body may be left out altogether. */
export const ApiWithdrawBody = z.optional(
  z.nullable(z.strictObject({ message: z.optional(RequestMessage) })),
);

/** Skribble's ReportType: PDF (the sealed protocol) by default, JSON or HTML. */
export const ApiReportQuery = z.strictObject({
  type: z._default(z.enum(['PDF', 'JSON', 'HTML']), 'PDF'),
});

const R = '/signature-requests/{id}';

/** The calls v2 and v3 share; `view` is the version's SignatureResponse. */
export function requestActions<V extends AnySchema, S extends AnySchema, U extends AnySchema>(
  version: 'v2' | 'v3',
  view: V,
  recipient: S,
  update: U,
) {
  return {
    updateSignatureRequest: defineEndpoint({
      method: 'PUT',
      path: at(version, '/signature-requests'),
      auth: 'api',
      summary:
        'Change a request (`id` in the body): title, message, level, signers (all replaced) and cc_email_addresses; only until the first signature',
      tags,
      body: update,
      response: view,
    }),
    withdrawSignatureRequest: defineEndpoint({
      method: 'POST',
      path: at(version, `${R}/withdraw`),
      auth: 'api',
      summary: 'Withdraw an OPEN request, with an optional message to its signers and observers',
      tags,
      params: RequestIdParams,
      body: ApiWithdrawBody,
      response: view,
    }),
    remindSignatureRequest: defineEndpoint({
      method: 'POST',
      path: at(version, `${R}/remind`),
      auth: 'api',
      summary:
        'Remind the open signers whose turn it is; each at most once an hour, else 429 with Retry-After',
      tags,
      params: RequestIdParams,
      response: z.null(),
    }),
    getSignatureRequestReport: defineEndpoint({
      method: 'GET',
      path: at(version, `${R}/report`),
      auth: 'api',
      summary:
        'The signature report: type=PDF the protocol sealed by the platform, JSON or HTML the participants and their actions',
      tags,
      params: RequestIdParams,
      query: ApiReportQuery,
      response: z.unknown(),
      rawResponse: { contentType: 'application/pdf' },
    }),
    addAttachment: defineEndpoint({
      method: 'POST',
      path: at(version, `${R}/attachments`),
      auth: 'api',
      summary: 'Attach a supplementary file (PDF, Office, image or text) as base64 `content`',
      tags,
      params: RequestIdParams,
      body: CreateAttachmentBody,
      response: view,
    }),
    listAttachments: defineEndpoint({
      method: 'GET',
      path: at(version, `${R}/attachments`),
      auth: 'api',
      summary: "The request's attachments",
      tags,
      params: RequestIdParams,
      response: z.array(SignatureAttachmentResponse),
    }),
    getAttachment: defineEndpoint({
      method: 'GET',
      path: at(version, `${R}/attachments/{aid}`),
      auth: 'api',
      summary: "One attachment's metadata",
      tags,
      params: AttachmentIdParams,
      response: SignatureAttachmentResponse,
    }),
    getAttachmentContent: defineEndpoint({
      method: 'GET',
      path: at(version, `${R}/attachments/{aid}/content`),
      auth: 'api',
      summary: "An attachment's bytes",
      tags,
      params: AttachmentIdParams,
      response: z.unknown(),
      rawResponse: { contentType: 'application/octet-stream' },
    }),
    deleteAttachment: defineEndpoint({
      method: 'DELETE',
      path: at(version, `${R}/attachments/{aid}`),
      auth: 'api',
      summary: 'Remove an attachment while the request has not ended',
      tags,
      params: AttachmentIdParams,
      response: z.null(),
    }),
    addSignature: defineEndpoint({
      method: 'POST',
      path: at(version, `${R}/signatures`),
      auth: 'api',
      summary: 'Add a signer (by account_email and/or signer_identity_data) until someone signed',
      tags,
      params: RequestIdParams,
      body: recipient,
      response: view,
    }),
    removeSignature: defineEndpoint({
      method: 'DELETE',
      path: at(version, `${R}/signatures/{sid}`),
      auth: 'api',
      summary: 'Remove a signer until someone signed',
      tags,
      params: SignatureIdParams,
      response: z.null(),
    }),
  } as const;
}

/** v3 only: documents of a draft and observers as objects of their own. */
export function requestActionsV3<V extends AnySchema>(view: V) {
  return {
    addRequestDocument: defineEndpoint({
      method: 'POST',
      path: at('v3', `${R}/documents`),
      auth: 'api',
      summary: 'Add a document (base64 `content`) to a DRAFT request',
      tags,
      params: RequestIdParams,
      body: z.strictObject({
        content: Base64,
        title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(255))),
      }),
      response: view,
    }),
    removeRequestDocument: defineEndpoint({
      method: 'DELETE',
      path: at('v3', `${R}/documents/{docId}`),
      auth: 'api',
      summary: 'Remove a document from a DRAFT request',
      tags,
      params: RequestDocumentParams,
      response: z.null(),
    }),
    addObserver: defineEndpoint({
      method: 'POST',
      path: at('v3', `${R}/observers`),
      auth: 'api',
      summary:
        'Add an observer: a person (type USER) by e-mail or by the user id of a business member, or a signer group (type GROUP) of the business',
      tags,
      params: RequestIdParams,
      body: ApiAddObserverBody,
      response: SignatureObserverResponse,
    }),
    listObservers: defineEndpoint({
      method: 'GET',
      path: at('v3', `${R}/observers`),
      auth: 'api',
      summary: "The request's observers",
      tags,
      params: RequestIdParams,
      response: z.array(SignatureObserverResponse),
    }),
    getObserver: defineEndpoint({
      method: 'GET',
      path: at('v3', `${R}/observers/{oid}`),
      auth: 'api',
      summary: 'One observer',
      tags,
      params: ObserverIdParams,
      response: SignatureObserverResponse,
    }),
    removeObserver: defineEndpoint({
      method: 'DELETE',
      path: at('v3', `${R}/observers/{oid}`),
      auth: 'api',
      summary: 'Remove an observer',
      tags,
      params: ObserverIdParams,
      response: z.null(),
    }),
  } as const;
}
