import { vi } from 'vitest';

export interface SeenCall {
  method: string;
  url: string;
  /** The JSON body as sent, or the raw body (a Blob) of an upload. */
  body: unknown;
  contentType: string | undefined;
}

type Answer = unknown | ((call: SeenCall) => Response | unknown);

/**
 * A fake server at the fetch level: `answers` maps `METHOD /path` (the query left out) to the
 * JSON to answer, or a function giving a Response. Unknown calls never answer, as a slow server.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const seen: SeenCall[] = [];
  const fetcher = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const contentType = headers['Content-Type'];
    const body =
      typeof init.body === 'string' && contentType === 'application/json'
        ? JSON.parse(init.body)
        : init.body;
    const call: SeenCall = { method, url, body, contentType };
    seen.push(call);
    const key = `${method} ${url.split('?')[0]}`;
    if (!(key in answers)) return new Promise<Response>(() => {});
    const answer = answers[key];
    const result = typeof answer === 'function' ? answer(call) : answer;
    if (result instanceof Response) return result;
    return result === null ? new Response(null, { status: 204 }) : Response.json(result);
  });
  vi.stubGlobal('fetch', fetcher);
  return {
    seen,
    calls: (key: string) =>
      seen.filter((call) => `${call.method} ${call.url.split('?')[0]}` === key),
  };
}

/** An API error answer (§7 error body). */
export function apiError(status: number, code: string, message = code): Response {
  return Response.json({ statusCode: status, code, message }, { status });
}
