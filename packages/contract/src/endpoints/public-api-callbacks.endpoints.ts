import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { ApiIdParams } from './public-api.schemas.ts';
import { ApiCallback, ApiCallbackSecret } from './public-api-callbacks.schemas.ts';

// The public API's callback calls (ADR 0902), the same under v2 and v3.

const tags = ['Public API'];

export function callbackEndpoints(version: 'v2' | 'v3') {
  const path = `/api/${version}/signature-requests/{id}/callbacks`;
  const log = {
    auth: 'api',
    summary: "A request's callbacks and how their delivery went (type, state, url, attempts)",
    tags,
    params: ApiIdParams,
    response: z.array(ApiCallback),
  } as const;
  return {
    getCallbacks: defineEndpoint({ method: 'GET', path, ...log }),
    /** Skribble documents this call as a POST; both are served. */
    postCallbacks: defineEndpoint({ method: 'POST', path, ...log }),
    callbackSecret: defineEndpoint({
      method: 'GET',
      path: `/api/${version}/callbacks/secret`,
      auth: 'api',
      summary:
        "The key this API account's callbacks are signed with (Signet-Signature, HMAC-SHA256)",
      tags,
      response: ApiCallbackSecret,
    }),
  } as const;
}
