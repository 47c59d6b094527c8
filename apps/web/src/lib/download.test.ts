import { defineEndpoint } from '@signet/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ApiFailure, onApiFailure } from './api/api-client.ts';
import { downloadFile, fileNameFrom } from './download.ts';
import { clearToken, saveToken } from './token-storage.ts';

const getFile = defineEndpoint({
  method: 'GET',
  path: '/v3/documents/{id}/download',
  auth: 'user',
  summary: 'file',
  tags: [],
  params: z.object({ id: z.string() }),
  query: z.object({ signed: z.boolean() }),
  response: z.unknown(),
});

const failures: ApiFailure[] = [];
onApiFailure((failure) => {
  failures.push(failure);
});
afterEach(() => {
  failures.length = 0;
  clearToken();
});

describe('fileNameFrom (RFC 6266)', () => {
  it.each<[string | null, string]>([
    [`attachment; filename="plain.pdf"`, 'plain.pdf'],
    [`attachment; filename="x.pdf"; filename*=UTF-8''Vertr%C3%A4ge.pdf`, 'Verträge.pdf'],
    [`attachment; filename*=UTF-8''%E0%A4%A.pdf; filename=safe.pdf`, 'safe.pdf'],
    [null, 'fallback.pdf'],
    ['inline', 'fallback.pdf'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFrom(header, 'fallback.pdf')).toBe(name);
  });
});

describe('downloadFile', () => {
  it('sends the session token and the query, and reports a 401 to the shell', async () => {
    saveToken('tok');
    const seen: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Log in' }), {
        status: 401,
      });
    }) as unknown as typeof fetch;
    await expect(
      downloadFile(getFile, { params: { id: 'd1' }, query: { signed: true } }, 'x.pdf', fetcher),
    ).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(seen[0]!.url).toBe('/v3/documents/d1/download?signed=true');
    expect((seen[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(failures).toEqual([expect.objectContaining({ hadToken: true, goToSorry: false })]);
  });
});
