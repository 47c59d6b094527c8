import { type Endpoint, shouldGoToSorry } from '@signet/contract';
import { readToken } from '../token-storage.ts';
import { type CallInput, reportApiFailure, urlFor } from './api-client.ts';
import { ApiError } from './api-error.ts';

/**
 * A call whose body or answer is not JSON (an image): the token goes in the header, as the API
 * takes no cookie; failures reach the shell as those of `call` do (§8). A body the endpoint's
 * schema types goes as JSON; bytes (an image) go as `raw` with their content type.
 */
export async function rawCall<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  init: { raw?: { body: Blob; contentType: string }; signal?: AbortSignal | undefined },
): Promise<Response> {
  const url = urlFor(endpoint, input);
  const token = readToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const sent = input.body !== undefined ? JSON.stringify(input.body) : init.raw?.body;
  const contentType = input.body !== undefined ? 'application/json' : init.raw?.contentType;
  if (contentType) headers['Content-Type'] = contentType;
  const response = await fetch(url, {
    method: endpoint.method,
    headers,
    ...(sent !== undefined ? { body: sent } : {}),
    ...(init.signal ? { signal: init.signal } : {}),
    credentials: 'same-origin',
  });
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as {
    code?: string;
    message?: string;
    fields?: ApiError['fields'];
  };
  const error = new ApiError({
    status: response.status,
    code: body.code ?? `HTTP_${response.status}`,
    message: body.message ?? response.statusText,
    fields: body.fields ?? [],
    method: endpoint.method,
    path: url,
  });
  reportApiFailure({
    error,
    hadToken: token !== null,
    goToSorry: shouldGoToSorry(response.status, false),
  });
  throw error;
}
