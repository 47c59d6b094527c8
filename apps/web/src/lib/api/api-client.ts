import {
  buildPath,
  type Endpoint,
  parseRetryAfter,
  type RequestInputOf,
  type ResponseOf,
  shouldGoToSorry,
  shouldRetry,
} from '@signet/contract';
import { parse } from 'zod/mini';
import { readToken } from '../token-storage.ts';
import { ApiError } from './api-error.ts';

/** What a call of `endpoint` sends, typed by its schemas (the contract's RequestInputOf). */
export type CallInput<E extends Endpoint> = RequestInputOf<E>;

/** The input may be left out where the endpoint needs none (no params, body or required query). */
type InputArgs<E extends Endpoint, Rest extends unknown[]> =
  Record<never, never> extends CallInput<E>
    ? [input?: CallInput<E>, ...rest: Rest]
    : [input: CallInput<E>, ...rest: Rest];

export interface CallOptions {
  signal?: AbortSignal | undefined;
  fetcher?: typeof fetch;
  /** Sees the successful answer's headers (X-Total-Count of a list). */
  onHeaders?: (headers: Headers) => void;
  /**
   * Headers that authorise the call instead of the account's session (a direct-sign guest's link
   * token): the session's token is then not sent, and a 401 does not end the session.
   */
  auth?: Readonly<Record<string, string>> | undefined;
}

/** What the shell does with a call that finally failed (§8): log out on 401, /sorry on 5xx. */
export interface ApiFailure {
  error: ApiError;
  /** A session token was sent: a 401 then means the session ended. */
  hadToken: boolean;
  goToSorry: boolean;
}

type FailureListener = (failure: ApiFailure) => void;
const failureListeners = new Set<FailureListener>();

export function onApiFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Hands a failure of a call made outside `call` (an upload with progress) to the shell (§8). */
export function reportApiFailure(failure: ApiFailure): void {
  for (const listener of [...failureListeners]) listener(failure);
}

export function urlFor<E extends Endpoint>(endpoint: E, input?: CallInput<E>): string {
  // The schemas typed the values; in the URL each is a string.
  const path = buildPath(endpoint.path, input?.params as Record<string, string | number>);
  const search = new URLSearchParams();
  const query = (input?.query ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The moment a `Retry-After` header (seconds or HTTP-date) points at, if it holds one. */
export function retryAtOf(header: string | null, now: number = Date.now()): Date | undefined {
  const wait = parseRetryAfter(header, now);
  return wait === undefined ? undefined : new Date(now + wait);
}

// An error body is read field by field, not parsed with the contract's ErrorBody: a failing hop
// (proxy, gateway) may answer with part of it or none, and the schema would add the contract's
// error table to the sign-in screen's first chunk.
async function errorFrom(response: Response, method: string, path: string): Promise<ApiError> {
  let body: { code?: unknown; message?: unknown; fields?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not every failing hop (proxy, gateway) answers with our JSON error body.
  }
  return new ApiError({
    status: response.status,
    code: typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
    message: typeof body.message === 'string' ? body.message : response.statusText,
    fields: Array.isArray(body.fields) ? body.fields : [],
    method,
    path,
    retryAt: retryAtOf(response.headers.get('Retry-After')),
  });
}

/**
 * Calls one contract endpoint. Statuses 400–599 are errors (§7); idempotent methods are retried
 * once on the statuses of §7; the answer is checked against the endpoint's response schema.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input, init = {}]: InputArgs<E, [init?: CallOptions]>
): Promise<ResponseOf<E>> {
  const fetcher = init.fetcher ?? fetch;
  const url = urlFor(endpoint, input);
  const token = init.auth ? null : readToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...init.auth };
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = input?.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  for (let retriesDone = 0; ; retriesDone++) {
    let response: Response;
    try {
      response = await fetcher(url, {
        method: endpoint.method,
        headers,
        body: hasBody ? JSON.stringify(input?.body) : undefined,
        signal: init.signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new ApiError({
        status: 0,
        code: 'NETWORK',
        message: 'The server could not be reached.',
        method: endpoint.method,
        path: url,
      });
    }
    if (response.ok) {
      init.onHeaders?.(response.headers);
      return parseSuccess(endpoint, response);
    }
    if (shouldRetry(endpoint.method, response.status, retriesDone)) continue;
    const error = await errorFrom(response, endpoint.method, url);
    const failure: ApiFailure = {
      error,
      hadToken: token !== null,
      goToSorry: shouldGoToSorry(response.status, false),
    };
    reportApiFailure(failure);
    throw error;
  }
}

async function parseSuccess<E extends Endpoint>(
  endpoint: E,
  response: Response,
): Promise<ResponseOf<E>> {
  const text = await response.text();
  // 204 answers carry no body; the contract declares them as `null`.
  const data: unknown = text ? JSON.parse(text) : null;
  return parse(endpoint.response, data) as ResponseOf<E>;
}
