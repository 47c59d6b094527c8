import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { ApiDocument, ApiSignatureRequestListQuery } from './public-api.schemas.ts';
import { OutboundUrl } from './public-api-callbacks.schemas.ts';
import { Base64, RequestTitle } from './signature-requests.schemas.ts';

// The public API's standalone documents (issue 18, ADR 0911): Skribble's `POST /documents`
// (upload) and `GET /documents` (list), whose ids a later request names as `document_id`.

const tags = ['Public API'];
const at = (version: 'v2' | 'v3', path: string) => `/api/${version}${path}`;

/** UploadDocumentRequest of Skribble: a title, and the PDF as base64 `content` or a `file_url`. */
export const ApiUploadDocumentBody = z
  .strictObject({
    title: RequestTitle,
    content: z.optional(Base64),
    content_type: z.optional(z.literal('application/pdf')),
    /** Fetched by the server: https and a public address only (ADR 0901). */
    file_url: z.optional(OutboundUrl),
  })
  .check(
    z.refine((b) => b.content !== undefined || b.file_url !== undefined, {
      message: 'Give content or file_url',
      path: ['content'],
    }),
    z.refine((b) => b.content === undefined || b.file_url === undefined, {
      message: 'Give content or file_url, not both',
      path: ['file_url'],
    }),
  );
export type ApiUploadDocumentBody = z.infer<typeof ApiUploadDocumentBody>;

/** GET …/documents: Skribble has no paging here; Signet pages as GET …/signature-requests does. */
export const ApiDocumentListQuery = z.pick(ApiSignatureRequestListQuery, {
  page_number: true,
  page_size: true,
});
export type ApiDocumentListQuery = z.infer<typeof ApiDocumentListQuery>;

export function documentCalls(version: 'v2' | 'v3') {
  return {
    uploadDocument: defineEndpoint({
      method: 'POST',
      path: at(version, '/documents'),
      auth: 'api',
      summary:
        'Upload a document on its own (base64 `content` or `file_url`), to name later as `document_id`',
      tags,
      body: ApiUploadDocumentBody,
      response: ApiDocument,
    }),
    listDocuments: defineEndpoint({
      method: 'GET',
      path: at(version, '/documents'),
      auth: 'api',
      summary:
        'Every document the API account can read, newest first, paged (`page_number`, `page_size`)',
      tags,
      query: ApiDocumentListQuery,
      response: z.array(ApiDocument),
    }),
  } as const;
}
