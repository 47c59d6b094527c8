import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { ActivityListQuery } from './activity.schemas.ts';
import { PAGE_SCALE, PageParams } from './documents.endpoints.ts';
import { ApiVisualSignature } from './public-api.schemas.ts';
import {
  Base64,
  CreateSendToBody,
  CreateSendToResponse,
  RequestTitle,
  SendToIdParams,
} from './signature-requests.schemas.ts';

// The public API's calls on documents' pages, send-to and the business's activity (issue 18,
// ADR 0910).

const tags = ['Public API'];
const at = (version: 'v2' | 'v3', path: string) => `/api/${version}${path}`;

/** ActivitiesSignaturesUser of Skribble: who signed, and how they relate to the business. */
const ApiActivityUser = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
  type: z.enum(['member', 'external', 'api', 'unknown']),
});

/** ActivitiesSignaturesResponse of Skribble: one page of the business's signatures. */
export const ApiSignatureActivities = z.object({
  total_pages: z.number(),
  total_items: z.number(),
  current_page: z.number(),
  size: z.number(),
  activities: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      timestamp: z.string(),
      signature_request_id: z.string(),
      business_id_paid_by: z.string(),
      signer: ApiActivityUser,
      quality: z.optional(z.string()),
      legislation: z.optional(z.string()),
    }),
  ),
});
export type ApiSignatureActivities = z.infer<typeof ApiSignatureActivities>;

/** `scale` in percent; without it here, the server reads Skribble's `scale` header, then 100. */
const ApiPageQuery = z.strictObject({
  scale: z.optional(
    z.coerce.number().check(z.int(), z.minimum(PAGE_SCALE.min), z.maximum(PAGE_SCALE.max)),
  ),
});

/** CreateSealRequest of Skribble: the document, which seal (the account's when left out). */
export const ApiSealBody = z.strictObject({
  content: Base64,
  account_name: z.optional(z.string().check(z.maxLength(100))),
  title: z.optional(RequestTitle),
  visual_signature: z.optional(z.nullable(ApiVisualSignature)),
});
export type ApiSealBody = z.infer<typeof ApiSealBody>;

/** TrackSendToResponse of Skribble. */
export const ApiSendToTrack = z.object({
  status: z.string(),
  creator: z.nullable(z.string()),
  signers: z.nullable(z.array(z.string())),
});

const ACCESS_CODE = 'with the `X-Accesscode` header the send-to was created with';

export function businessCalls(version: 'v2' | 'v3') {
  return {
    getDocumentPage: defineEndpoint({
      method: 'GET',
      path: at(version, '/documents/{id}/pages/{n}'),
      auth: 'api',
      summary:
        'Image of page n (0-based) at `scale` percent (query or header; 100 real size, 20 a thumbnail); 503 with Retry-After while it is rendered',
      tags,
      params: PageParams,
      query: ApiPageQuery,
      response: z.unknown(),
      rawResponse: { contentType: 'image/webp' },
    }),
    activitiesSignatures: defineEndpoint({
      method: 'GET',
      path: at(version, '/activities/signatures'),
      auth: 'api',
      summary:
        "Signatures of the API account's business (its members'), between start_date and end_date (yyyy-MM-dd), paged",
      tags,
      query: ActivityListQuery,
      response: ApiSignatureActivities,
    }),
    seal: defineEndpoint({
      method: 'POST',
      path: at(version, '/seal'),
      auth: 'api',
      summary:
        "Seal a PDF with the business's seal the API account has the right to (else 403); answers the sealed document's id",
      tags,
      body: ApiSealBody,
      response: z.object({ document_id: z.string() }),
    }),
    createSendTo: defineEndpoint({
      method: 'POST',
      path: at(version, '/sendto'),
      auth: 'api',
      summary:
        'Hand a PDF over for someone to claim at `url` within a day; `id` and `access_code` reach it again',
      tags,
      body: CreateSendToBody,
      response: CreateSendToResponse,
    }),
    trackSendTo: defineEndpoint({
      method: 'GET',
      path: at(version, '/sendto/{id}/track'),
      auth: 'api',
      summary: `Whether the send-to was claimed, by whom, and its request's signers and status, ${ACCESS_CODE}`,
      tags,
      params: SendToIdParams,
      response: ApiSendToTrack,
    }),
    downloadSendTo: defineEndpoint({
      method: 'GET',
      path: at(version, '/sendto/{id}/download'),
      auth: 'api',
      summary: `The send-to's document as it is now (signed once signed), ${ACCESS_CODE}`,
      tags,
      params: SendToIdParams,
      response: z.unknown(),
      rawResponse: { contentType: 'application/pdf' },
    }),
    deleteSendTo: defineEndpoint({
      method: 'DELETE',
      path: at(version, '/sendto/{id}'),
      auth: 'api',
      summary: `Withdraw an unclaimed send-to (it can no longer be claimed), ${ACCESS_CODE}`,
      tags,
      params: SendToIdParams,
      response: z.null(),
    }),
  } as const;
}
