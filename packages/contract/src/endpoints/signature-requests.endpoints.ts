import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  AddObserverBody,
  AttachmentIdParams,
  CreateAttachmentBody,
  CreateSendToBody,
  CreateSendToResponse,
  CreateSignatureRequestBody,
  DelegateBody,
  EventsResponse,
  LockStatus,
  MessageBody,
  ObserverIdParams,
  RemindResponse,
  ReportQuery,
  RequestDocumentParams,
  RequestIdParams,
  SendToIdParams,
  SendToInternal,
  SignatureAttachmentResponse,
  SignatureIdParams,
  SignatureObserverResponse,
  SignatureRecipient,
  SignatureRecipientResponse,
  SignatureRequest,
  SignatureRequestListQuery,
  StatusResponse,
  TimelineResponse,
  UpdateSignatureBody,
  UpdateSignatureRequestBody,
  ZipQuery,
} from './signature-requests.schemas.ts';

const tags = ['Signature requests'] as const;
const R = '/v3/signature-requests/{id}';

export const createSignatureRequest = defineEndpoint({
  method: 'POST',
  path: '/v3/signature-requests',
  auth: 'user',
  summary:
    'Create a DRAFT request: JSON (documents[].content base64 or document_id) or multipart/form-data (file fields, title, message)',
  tags,
  body: CreateSignatureRequestBody,
  response: SignatureRequest,
  successStatus: 201,
  rawBody: true,
});

export const listSignatureRequests = defineEndpoint({
  method: 'GET',
  path: '/v3/signature-requests',
  auth: 'user',
  summary:
    'Requests the caller owns, signs or observes, filtered (§4, §7); X-Total-Count holds the total',
  tags,
  query: SignatureRequestListQuery,
  response: z.array(SignatureRequest),
});

export const getSignatureRequest = defineEndpoint({
  method: 'GET',
  path: R,
  auth: 'user',
  summary: 'One signature request',
  tags,
  params: RequestIdParams,
  response: SignatureRequest,
});

export const updateSignatureRequest = defineEndpoint({
  method: 'PUT',
  path: R,
  auth: 'user',
  summary:
    'Change title, message, legislation, quality or all signers (owner; signers until someone signed)',
  tags,
  params: RequestIdParams,
  body: UpdateSignatureRequestBody,
  response: SignatureRequest,
});

export const deleteSignatureRequest = defineEndpoint({
  method: 'DELETE',
  path: R,
  auth: 'user',
  summary:
    'Owner: a DRAFT is deleted, an OPEN request withdrawn; otherwise it disappears from the caller’s lists',
  tags,
  params: RequestIdParams,
  response: z.null(),
  successStatus: 204,
});

export const getSignatureRequestStatus = defineEndpoint({
  method: 'GET',
  path: `${R}/status`,
  auth: 'user',
  summary: 'status_overall and each signature’s status_code',
  tags,
  params: RequestIdParams,
  response: StatusResponse,
});

export const initiateSignatureRequest = defineEndpoint({
  method: 'POST',
  path: `${R}/initiate`,
  auth: 'user',
  summary: 'DRAFT → OPEN (owner; at least one signer and one document); signers are e-mailed',
  tags,
  params: RequestIdParams,
  response: SignatureRequest,
});

export const listSignatureRequestEvents = defineEndpoint({
  method: 'GET',
  path: `${R}/events`,
  auth: 'user',
  summary: 'The hash-chained audit trail of the request, and whether the chain verifies',
  tags,
  params: RequestIdParams,
  response: EventsResponse,
});

export const getSignatureRequestTimeline = defineEndpoint({
  method: 'GET',
  path: `${R}/timeline`,
  auth: 'user',
  summary:
    'What happened to the request (sent, viewed, TAN sent, wrong TAN, signed, reminded, …), people by name and address, read from the hash-chained events',
  tags,
  params: RequestIdParams,
  response: TimelineResponse,
});

export const downloadSignatureRequestZip = defineEndpoint({
  method: 'GET',
  path: `${R}/zip`,
  auth: 'user',
  summary: 'A ZIP of the documents: current (signed) versions, or the originals with signed=false',
  tags,
  params: RequestIdParams,
  query: ZipQuery,
  response: z.unknown(),
  rawResponse: { contentType: 'application/zip' },
});

export const addSignatureRequestDocument = defineEndpoint({
  method: 'POST',
  path: `${R}/documents`,
  auth: 'user',
  summary: 'Add a document while DRAFT: JSON {content, title} or multipart file',
  tags,
  params: RequestIdParams,
  body: z.strictObject({
    content: z.string().check(z.minLength(1)),
    title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(255))),
  }),
  response: SignatureRequest,
  successStatus: 201,
  rawBody: true,
});

export const removeSignatureRequestDocument = defineEndpoint({
  method: 'DELETE',
  path: `${R}/documents/{docId}`,
  auth: 'user',
  summary: 'Remove a document while DRAFT (owner)',
  tags,
  params: RequestDocumentParams,
  response: SignatureRequest,
});

export const getSignatureRequestLockStatus = defineEndpoint({
  method: 'GET',
  path: `${R}/lock-status`,
  auth: 'user',
  summary: 'Whether documents and signers can still change',
  tags,
  params: RequestIdParams,
  response: LockStatus,
});

export const declineSignatureRequest = defineEndpoint({
  method: 'POST',
  path: `${R}/decline`,
  auth: 'user',
  summary: 'A signer declines an OPEN request → DECLINED; owner, signers and observers are told',
  tags,
  params: RequestIdParams,
  body: MessageBody,
  response: SignatureRequest,
});

export const withdrawSignatureRequest = defineEndpoint({
  method: 'POST',
  path: `${R}/withdraw`,
  auth: 'user',
  summary: 'The owner withdraws an OPEN request → WITHDRAWN; signers and observers are told',
  tags,
  params: RequestIdParams,
  body: MessageBody,
  response: SignatureRequest,
});

export const remindSignatureRequest = defineEndpoint({
  method: 'POST',
  path: `${R}/remind`,
  auth: 'user',
  summary: 'Remind open signers (owner); each at most once per 24 h, else REMIND_TOO_SOON',
  tags,
  params: RequestIdParams,
  response: RemindResponse,
});

export const askLevelChange = defineEndpoint({
  method: 'POST',
  path: `${R}/ask-level-change`,
  auth: 'user',
  summary:
    'A signer lacking the requested level asks the owner (by mail) to change it; once a day, else LEVEL_CHANGE_ALREADY_ASKED',
  tags,
  params: RequestIdParams,
  response: z.null(),
  successStatus: 204,
});

export const delegateSignatureRequest = defineEndpoint({
  method: 'POST',
  path: `${R}/delegate`,
  auth: 'user',
  summary: 'A signer hands their open signature to another e-mail address',
  tags,
  params: RequestIdParams,
  body: DelegateBody,
  response: SignatureRequest,
});

export const addSignature = defineEndpoint({
  method: 'POST',
  path: `${R}/signatures`,
  auth: 'user',
  summary: 'Add a signer (owner; not once someone signed)',
  tags,
  params: RequestIdParams,
  body: SignatureRecipient,
  response: SignatureRecipientResponse,
  successStatus: 201,
});

export const updateSignature = defineEndpoint({
  method: 'PUT',
  path: `${R}/signatures/{sid}`,
  auth: 'user',
  summary: 'Place a signer’s visual signature fields (owner; while that signature is open)',
  tags,
  params: SignatureIdParams,
  body: UpdateSignatureBody,
  response: SignatureRecipientResponse,
});

export const removeSignature = defineEndpoint({
  method: 'DELETE',
  path: `${R}/signatures/{sid}`,
  auth: 'user',
  summary: 'Remove a signer (owner; not once someone signed)',
  tags,
  params: SignatureIdParams,
  response: z.null(),
  successStatus: 204,
});

export const addObserver = defineEndpoint({
  method: 'POST',
  path: `${R}/observers`,
  auth: 'user',
  summary: 'Add an observer by e-mail (owner)',
  tags,
  params: RequestIdParams,
  body: AddObserverBody,
  response: SignatureObserverResponse,
  successStatus: 201,
});

export const removeObserver = defineEndpoint({
  method: 'DELETE',
  path: `${R}/observers/{oid}`,
  auth: 'user',
  summary: 'Remove an observer (owner)',
  tags,
  params: ObserverIdParams,
  response: z.null(),
  successStatus: 204,
});

export const getSignatureRequestReport = defineEndpoint({
  method: 'GET',
  path: `${R}/report`,
  auth: 'user',
  summary:
    'type=events: the audit trail as JSON or CSV (format); type=PDF: the signature protocol, sealed by the platform',
  tags,
  params: RequestIdParams,
  query: ReportQuery,
  response: z.unknown(),
  rawResponse: { contentType: 'application/json' },
});

export const addAttachment = defineEndpoint({
  method: 'POST',
  path: `${R}/attachments`,
  auth: 'user',
  summary: 'Attach a supplementary file (owner; PDF, Office, image or text)',
  tags,
  params: RequestIdParams,
  body: CreateAttachmentBody,
  response: SignatureAttachmentResponse,
  successStatus: 201,
  rawBody: true,
});

export const getAttachment = defineEndpoint({
  method: 'GET',
  path: `${R}/attachments/{aid}`,
  auth: 'user',
  summary: 'An attachment’s metadata',
  tags,
  params: AttachmentIdParams,
  response: SignatureAttachmentResponse,
});

export const deleteAttachment = defineEndpoint({
  method: 'DELETE',
  path: `${R}/attachments/{aid}`,
  auth: 'user',
  summary: 'Remove an attachment (owner)',
  tags,
  params: AttachmentIdParams,
  response: z.null(),
  successStatus: 204,
});

export const getAttachmentContent = defineEndpoint({
  method: 'GET',
  path: `${R}/attachments/{aid}/content`,
  auth: 'user',
  summary: 'An attachment’s bytes (as a download)',
  tags,
  params: AttachmentIdParams,
  response: z.unknown(),
  rawResponse: { contentType: 'application/octet-stream' },
});

export const createSendTo = defineEndpoint({
  method: 'POST',
  path: '/v3/sendto',
  auth: 'public',
  summary: 'Hand a PDF to Signet for someone to claim at /sendto/{id} within a day',
  tags,
  body: CreateSendToBody,
  response: CreateSendToResponse,
  successStatus: 201,
  rawBody: true,
});

export const getSendToInternal = defineEndpoint({
  method: 'GET',
  path: '/v3/sendto/{id}/get-internal',
  auth: 'user',
  summary: 'A send-to document as the /sendto/{id} screen shows it',
  tags,
  params: SendToIdParams,
  response: SendToInternal,
});

export const claimSendTo = defineEndpoint({
  method: 'POST',
  path: '/v3/sendto/{id}/claim',
  auth: 'user',
  summary: 'Become the owner of a send-to request (a DRAFT)',
  tags,
  params: SendToIdParams,
  response: SignatureRequest,
});

/** §7 "Signature requests". */
export const signatureRequestEndpoints = {
  createSignatureRequest,
  listSignatureRequests,
  getSignatureRequest,
  updateSignatureRequest,
  deleteSignatureRequest,
  getSignatureRequestStatus,
  initiateSignatureRequest,
  listSignatureRequestEvents,
  downloadSignatureRequestZip,
  addSignatureRequestDocument,
  removeSignatureRequestDocument,
  getSignatureRequestLockStatus,
  declineSignatureRequest,
  withdrawSignatureRequest,
  remindSignatureRequest,
  delegateSignatureRequest,
  addSignature,
  updateSignature,
  removeSignature,
  addObserver,
  removeObserver,
  getSignatureRequestReport,
  addAttachment,
  getAttachment,
  deleteAttachment,
  getAttachmentContent,
  createSendTo,
  getSendToInternal,
  claimSendTo,
} as const;
