import { z } from 'zod/mini';
import { Base64, CreateSignatureRequestBody, Id } from './signature-requests.schemas.ts';

// The public API's callbacks and file_url (issue 18, ADRs 0901 and 0902): Skribble's names, and Signet's.

/** An http(s) URL a caller gives the server to fetch or to call; the server checks its address. */
export const OutboundUrl = z
  .string()
  .check(
    z.trim(),
    z.maxLength(2048),
    z.url({ protocol: /^https?$/, message: 'Must be an https URL' }),
  );

/** Skribble's three callback URLs, and Signet's own names for them (`callbacks`). */
export const ApiCallbackUrls = {
  callback_success_url: z.optional(OutboundUrl),
  callback_update_url: z.optional(OutboundUrl),
  callback_error_url: z.optional(OutboundUrl),
  /** Signet's names: the same three URLs. Where both are given, Skribble's win. */
  callbacks: z.optional(
    z.strictObject({
      success_url: z.optional(OutboundUrl),
      update_url: z.optional(OutboundUrl),
      error_url: z.optional(OutboundUrl),
    }),
  ),
};

/** Skribble's AttachOnSuccess: what the e-mails sent when everyone signed carry. */
export const AttachOnSuccess = z
  .array(z.enum(['SIGNED_DOCUMENT', 'SIGNATURE_PROTOCOL']))
  .check(z.maxLength(2));
export type AttachOnSuccess = z.infer<typeof AttachOnSuccess>;

/**
 * What an integration sets on a request besides its documents and signers (ADR 0914): the
 * callback URLs, Skribble's `custom` (its own value, read back later) and `attach_on_success`
 * (null: the business's settings decide).
 */
export const ApiRequestSettings = {
  ...ApiCallbackUrls,
  custom: z.optional(z.nullable(z.string().check(z.maxLength(4000)))),
  attach_on_success: z.optional(z.nullable(AttachOnSuccess)),
};

/** The same in a request's answer, shown to the API account that set them. */
export const ApiRequestSettingsView = {
  callback_success_url: z.optional(z.string()),
  callback_update_url: z.optional(z.string()),
  callback_error_url: z.optional(z.string()),
  custom: z.optional(z.string()),
  attach_on_success: z.optional(AttachOnSuccess),
};

/** Skribble's CallbackType (ADR 0913 says which event sends which, to which URL). */
export const ApiCallbackType = z.enum([
  'SUCCESS',
  'UPDATE',
  'ERROR',
  'START_SIGN',
  'INITIATE',
  'IDENT_ERROR',
]);
/** Skribble's CallbackState. */
export const ApiCallbackState = z.enum(['OPEN', 'COMPLETED', 'RESIGNATED']);

/** One entry of Skribble's SignatureCallbacksResponse: a callback and how its delivery went. */
export const ApiCallback = z.object({
  signature_request_id: z.string(),
  type: ApiCallbackType,
  state: ApiCallbackState,
  url: z.string(),
  attempts: z.number(),
  messages: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiCallback = z.infer<typeof ApiCallback>;

/** Signet's addition: the key a receiver checks deliveries with (ADR 0902). */
export const ApiCallbackSecret = z.object({
  /** HMAC-SHA256 key, base64url; changes when the API key is reset. */
  secret: z.string(),
  header: z.literal('Signet-Signature'),
  algorithm: z.literal('HMAC-SHA256'),
});
export type ApiCallbackSecret = z.infer<typeof ApiCallbackSecret>;

/** A document of v3's CreateSignatureRequest: `content`, `document_id` (or `id`), or `file_url`. */
export const ApiDocumentInSignatureV3 = z
  .strictObject({
    content: z.optional(Base64),
    document_id: z.optional(Id),
    id: z.optional(Id),
    file_url: z.optional(OutboundUrl),
    title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(255))),
  })
  .check(
    z.refine((d) => [d.content, d.document_id ?? d.id, d.file_url].filter(Boolean).length === 1, {
      message: 'Give either content, document_id or file_url',
    }),
  );

/** v3's CreateSignatureRequest: the web's body, with file_url documents and callback URLs. */
export const ApiCreateSignatureRequestBodyV3 = z.extend(CreateSignatureRequestBody, {
  documents: z.array(ApiDocumentInSignatureV3).check(z.minLength(1), z.maxLength(50)),
  ...ApiRequestSettings,
});
export type ApiCreateSignatureRequestBodyV3 = z.infer<typeof ApiCreateSignatureRequestBodyV3>;
