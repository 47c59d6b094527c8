import { defineEndpoint } from '@signet/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { saveToken } from '../token-storage.ts';
import { type ApiFailure, call, onApiFailure, urlFor } from './api-client.ts';
import { ApiError } from './api-error.ts';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/v1/things/{id}',
  auth: 'user',
  summary: 'thing',
  tags: [],
  params: z.object({ id: z.string() }),
  query: z.object({ x: z.optional(z.number()), y: z.optional(z.number()) }),
  response: z.object({ id: z.string() }),
});
const postThing = defineEndpoint({ ...getThing, method: 'POST' });

function serverAnswering(...statuses: number[]) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    const status = statuses[Math.min(seen.length - 1, statuses.length - 1)]!;
    const body =
      status < 400 ? { id: 'a b' } : { statusCode: status, code: 'SOME_CODE', message: 'Nope' };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { fetcher, seen };
}

const failures: ApiFailure[] = [];
onApiFailure((failure) => {
  failures.push(failure);
});
afterEach(() => {
  failures.length = 0;
});

describe('api client', () => {
  it('fills path parameters URI-encoded and adds the query', () => {
    expect(urlFor(getThing, { params: { id: 'a/b' }, query: { x: 1, y: undefined } })).toBe(
      '/v1/things/a%2Fb?x=1',
    );
  });

  it('sends the stored token as a bearer token', async () => {
    saveToken('tok');
    const { fetcher, seen } = serverAnswering(200);
    await call(getThing, { params: { id: '1' } }, { fetcher });
    expect((seen[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('sends a guest link’s headers instead of the session, whose 401 then ends no session', async () => {
    saveToken('tok');
    const { fetcher, seen } = serverAnswering(401);
    const auth = { 'x-direct-token': 'a.b.c.d' };
    await expect(call(getThing, { params: { id: '1' } }, { fetcher, auth })).rejects.toThrow();
    const headers = seen[0]!.init.headers as Record<string, string>;
    expect(headers['x-direct-token']).toBe('a.b.c.d');
    expect(headers.Authorization).toBeUndefined();
    expect(failures[0]?.hadToken).toBe(false);
  });

  it('retries an idempotent call once on 503 and returns the second answer', async () => {
    const { fetcher, seen } = serverAnswering(503, 200);
    await expect(call(getThing, { params: { id: '1' } }, { fetcher })).resolves.toEqual({
      id: 'a b',
    });
    expect(seen).toHaveLength(2);
    expect(failures).toHaveLength(0);
  });

  it('gives up after one retry and reports the failure with the /sorry decision', async () => {
    const { fetcher, seen } = serverAnswering(500, 500, 500);
    await expect(call(getThing, { params: { id: '1' } }, { fetcher })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(seen).toHaveLength(2);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ goToSorry: true, hadToken: false });
    expect(failures[0]!.error).toMatchObject({ status: 500, code: 'SOME_CODE' });
  });

  it('never retries a POST', async () => {
    const { fetcher, seen } = serverAnswering(503, 200);
    await expect(call(postThing, { params: { id: '1' } }, { fetcher })).rejects.toMatchObject({
      status: 503,
    });
    expect(seen).toHaveLength(1);
    expect(failures[0]!.goToSorry).toBe(false);
  });

  it('reports a 401 with the token flag so the shell can end the session', async () => {
    saveToken('tok');
    const { fetcher } = serverAnswering(401);
    await expect(call(getThing, { params: { id: '1' } }, { fetcher })).rejects.toMatchObject({
      status: 401,
    });
    expect(failures[0]).toMatchObject({ hadToken: true, goToSorry: false });
  });

  it('rejects an answer that does not match the response schema', async () => {
    const fetcher = (async () =>
      new Response(JSON.stringify({ nope: true }), { status: 200 })) as unknown as typeof fetch;
    await expect(call(getThing, { params: { id: '1' } }, { fetcher })).rejects.toThrow();
  });
});
