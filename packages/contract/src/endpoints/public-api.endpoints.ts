import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  ApiCreateSignatureRequestBody,
  ApiDocument,
  ApiDocumentContent,
  ApiHealth,
  ApiIdParams,
  ApiLoginBody,
  ApiSignatureQualities,
  ApiSignatureRecipient,
  ApiSignatureRequest,
  ApiSignatureRequestListQuery,
} from './public-api.schemas.ts';
import { businessCalls } from './public-api-business.endpoints.ts';
import { callbackEndpoints } from './public-api-callbacks.endpoints.ts';
import {
  ApiCreateSignatureRequestBodyV3,
  ApiRequestSettingsView,
} from './public-api-callbacks.schemas.ts';
import { documentCalls } from './public-api-documents.endpoints.ts';
import {
  ApiUpdateSignatureRequestBody,
  ApiUpdateSignatureRequestBodyV3,
  requestActions,
  requestActionsV3,
} from './public-api-requests.endpoints.ts';
import {
  RequestIdParams,
  SignatureLegislation,
  SignatureQuality,
  SignatureRecipient,
  SignatureRecipientResponse,
  SignatureRequest,
  SignatureRequestListQuery,
  SignerIdentityData,
} from './signature-requests.schemas.ts';

// The Skribble-compatible public API (issue 18, ADR 0900): Skribble's paths under /api/v2, and
// the calls both versions share under /api/v3 as well. An API account logs in with its username
// and key and sends the access token as `Authorization: Bearer`.

const tags = ['Public API'];

/** Where the server serves the public API's reference; its OpenAPI document is at `…/json`. */
export const PUBLIC_API_DOCS_PATH = '/api/docs/public';

/** The versions a call is served under; v3 only where the shapes are the same as v2's. */
export const PUBLIC_API_VERSIONS = ['v2', 'v3'] as const;
export type PublicApiVersion = (typeof PUBLIC_API_VERSIONS)[number];

const at = (version: PublicApiVersion, path: string) => `/api/${version}${path}`;

function shared(version: PublicApiVersion) {
  return {
    login: defineEndpoint({
      method: 'POST',
      path: at(version, '/access/login'),
      auth: 'public',
      summary:
        'Log in with an API account: JSON or form fields `username` and `api-key`; answers a JWT as text/plain, valid about 20 minutes',
      tags,
      body: ApiLoginBody,
      rawBody: true,
      response: z.string(),
      rawResponse: { contentType: 'text/plain' },
    }),
    health: defineEndpoint({
      method: 'GET',
      path: at(version, '/management/health'),
      auth: 'public',
      summary: 'Whether the API is up (liveness and readiness)',
      tags,
      response: ApiHealth,
    }),
    signatureQualities: defineEndpoint({
      method: 'GET',
      path: at(version, '/user/signature-qualities'),
      auth: 'api',
      summary: "The levels this API account's requests can be signed at, and its seals",
      tags,
      query: z.object({ username: z.optional(z.string()) }),
      response: ApiSignatureQualities,
    }),
    getDocument: defineEndpoint({
      method: 'GET',
      path: at(version, '/documents/{id}'),
      auth: 'api',
      summary: "One document of the API account's requests",
      tags,
      params: ApiIdParams,
      response: ApiDocument,
    }),
    getDocumentContent: defineEndpoint({
      method: 'GET',
      path: at(version, '/documents/{id}/content'),
      auth: 'api',
      summary: "A document's current PDF, base64-encoded",
      tags,
      params: ApiIdParams,
      response: ApiDocumentContent,
    }),
    deleteDocument: defineEndpoint({
      method: 'DELETE',
      path: at(version, '/documents/{id}'),
      auth: 'api',
      summary: 'Delete a document no open request uses',
      tags,
      params: ApiIdParams,
      response: z.null(),
    }),
  } as const;
}

export const publicApiV2 = {
  ...shared('v2'),
  ...documentCalls('v2'),
  ...callbackEndpoints('v2'),
  ...businessCalls('v2'),
  ...requestActions(
    'v2',
    ApiSignatureRequest,
    ApiSignatureRecipient,
    ApiUpdateSignatureRequestBody,
  ),
  createSignatureRequest: defineEndpoint({
    method: 'POST',
    path: at('v2', '/signature-requests'),
    auth: 'api',
    summary:
      'Create and send a signature request (document as base64 `content`, `file_url` or `document_id`)',
    tags,
    body: ApiCreateSignatureRequestBody,
    response: ApiSignatureRequest,
  }),
  listSignatureRequests: defineEndpoint({
    method: 'GET',
    path: at('v2', '/signature-requests'),
    auth: 'api',
    summary: "The API account's signature requests, newest first",
    tags,
    query: ApiSignatureRequestListQuery,
    response: z.array(ApiSignatureRequest),
  }),
  getSignatureRequest: defineEndpoint({
    method: 'GET',
    path: at('v2', '/signature-requests/{id}'),
    auth: 'api',
    summary: 'One signature request of the API account',
    tags,
    params: ApiIdParams,
    response: ApiSignatureRequest,
  }),
  deleteSignatureRequest: defineEndpoint({
    method: 'DELETE',
    path: at('v2', '/signature-requests/{id}'),
    auth: 'api',
    summary: 'Delete a signature request (withdrawn first when open)',
    tags,
    params: ApiIdParams,
    response: z.null(),
  }),
} as const;

/**
 * SignatureResponse_v3: the web's request without what only the web reads (the caller's roles),
 * and with absent values left out rather than null, as Skribble sends them.
 */
export const ApiSignatureRequestV3 = z.extend(z.omit(SignatureRequest, { roles: true }), {
  ...ApiRequestSettingsView,
  message: z.optional(z.string()),
  // Skribble's expiration_date is a string or absent, never null.
  expiration_date: z.optional(z.string()),
  legislation: z.optional(SignatureLegislation),
  quality: z.optional(SignatureQuality),
  signatures: z.array(
    z.extend(SignatureRecipientResponse, {
      account_email: z.optional(z.string()),
      signer_identity_data: z.optional(SignerIdentityData),
    }),
  ),
});
export type ApiSignatureRequestV3 = z.infer<typeof ApiSignatureRequestV3>;

/** v3's requests are the web's own (drafts, several documents, `/initiate`). */
export const publicApiV3 = {
  ...shared('v3'),
  ...documentCalls('v3'),
  ...callbackEndpoints('v3'),
  ...businessCalls('v3'),
  ...requestActions(
    'v3',
    ApiSignatureRequestV3,
    SignatureRecipient,
    ApiUpdateSignatureRequestBodyV3,
  ),
  ...requestActionsV3(ApiSignatureRequestV3),
  createSignatureRequest: defineEndpoint({
    method: 'POST',
    path: at('v3', '/signature-requests'),
    auth: 'api',
    summary:
      'Create a draft signature request (documents as base64 `content`, `file_url` or `document_id`)',
    tags,
    body: ApiCreateSignatureRequestBodyV3,
    response: ApiSignatureRequestV3,
  }),
  listSignatureRequests: defineEndpoint({
    method: 'GET',
    path: at('v3', '/signature-requests'),
    auth: 'api',
    summary: "The API account's signature requests",
    tags,
    query: SignatureRequestListQuery,
    response: z.array(ApiSignatureRequestV3),
  }),
  getSignatureRequest: defineEndpoint({
    method: 'GET',
    path: at('v3', '/signature-requests/{id}'),
    auth: 'api',
    summary: 'One signature request of the API account',
    tags,
    params: RequestIdParams,
    response: ApiSignatureRequestV3,
  }),
  deleteSignatureRequest: defineEndpoint({
    method: 'DELETE',
    path: at('v3', '/signature-requests/{id}'),
    auth: 'api',
    summary: 'Delete a signature request (an open one is withdrawn)',
    tags,
    params: RequestIdParams,
    response: z.null(),
  }),
  initiateSignatureRequest: defineEndpoint({
    method: 'POST',
    path: at('v3', '/signature-requests/{id}/initiate'),
    auth: 'api',
    summary: 'Send a draft to its signers',
    tags,
    params: RequestIdParams,
    response: ApiSignatureRequestV3,
  }),
} as const;

export const publicApiEndpoints = [
  ...Object.values(publicApiV2),
  ...Object.values(publicApiV3),
] as const;
