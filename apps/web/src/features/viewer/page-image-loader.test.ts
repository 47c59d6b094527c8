import { afterEach, describe, expect, it } from 'vitest';
import { type ApiFailure, onApiFailure } from '../../lib/api/api-client.ts';
import { clearToken, saveToken } from '../../lib/token-storage.ts';
import { loadPageImage, PageLoadError, pageImageUrl } from './page-image-loader.ts';

const failures: ApiFailure[] = [];
onApiFailure((failure) => {
  failures.push(failure);
});
afterEach(() => {
  failures.length = 0;
  clearToken();
});

type Answer = { status: number; retryAfter?: string } | 'network';

/** A fetch that answers from a script, and a sleep that only records how long it was asked to wait. */
function scripted(answers: Answer[]) {
  const waits: number[] = [];
  let calls = 0;
  const fetcher = (async () => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const headers = new Headers();
    if (answer.retryAfter) headers.set('Retry-After', answer.retryAfter);
    if (answer.status !== 200) return new Response(null, { status: answer.status, headers });
    headers.set('Content-Type', 'image/webp');
    return new Response('webp', { status: 200, headers });
  }) as typeof fetch;
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  return { fetcher, sleep, waits, calls: () => calls };
}

describe('loadPageImage (§8 page-load retries)', () => {
  it('builds the page URL with the scale', () => {
    expect(pageImageUrl('6f1c2d34-0000-4000-8000-000000000001', 3, 150)).toBe(
      '/v3/documents/6f1c2d34-0000-4000-8000-000000000001/pages/3?scale=150',
    );
  });

  it('answers the image at once when it is ready', async () => {
    const s = scripted([{ status: 200 }]);
    const blob = await loadPageImage('/p', s);
    expect(await blob.text()).toBe('webp');
    expect(s.waits).toEqual([]);
  });

  it('waits as long as a 503 Retry-After says, then loads', async () => {
    const s = scripted([
      { status: 503, retryAfter: '2' },
      { status: 503, retryAfter: '1' },
      { status: 200 },
    ]);
    await loadPageImage('/p', s);
    expect(s.waits).toEqual([2000, 1000]);
  });

  it('backs off min(100·2ⁿ ms, 5000 ms) without Retry-After and gives up after 10 retries', async () => {
    const s = scripted([{ status: 502 }]);
    const failure = await loadPageImage('/p', s).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PageLoadError);
    expect((failure as PageLoadError).status).toBe(502);
    expect((failure as PageLoadError).attempts).toBe(11);
    expect(s.waits).toEqual([100, 200, 400, 800, 1600, 3200, 5000, 5000, 5000, 5000]);
    expect(s.calls()).toBe(11);
  });

  it('retries a dropped connection', async () => {
    const s = scripted(['network', 'network', { status: 200 }]);
    await loadPageImage('/p', s);
    expect(s.waits).toEqual([100, 200]);
  });

  it.each([401, 403, 404, 422])('does not retry a %i, which will not change', async (status) => {
    const s = scripted([{ status }]);
    await expect(loadPageImage('/p', s)).rejects.toMatchObject({ status, attempts: 1 });
    expect(s.waits).toEqual([]);
  });

  it('stops waiting when the page leaves the screen (aborted)', async () => {
    const controller = new AbortController();
    const s = scripted([{ status: 503, retryAfter: '1' }]);
    const sleep = async () => {
      controller.abort(new DOMException('gone', 'AbortError'));
      throw controller.signal.reason;
    };
    await expect(
      loadPageImage('/p', { fetcher: s.fetcher, sleep, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(s.calls()).toBe(1);
  });

  it('hands a 401 to the shell like every other call (§8 "401: log out")', async () => {
    saveToken('expired-session');
    const s = scripted([{ status: 401 }]);
    await expect(loadPageImage('/v3/documents/d/pages/0?scale=100', s)).rejects.toBeInstanceOf(
      PageLoadError,
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ hadToken: true, goToSorry: false });
    expect(failures[0]!.error).toMatchObject({
      status: 401,
      path: '/v3/documents/d/pages/0?scale=100',
    });
  });

  it('reports nothing to the shell for a page that is still rendering or missing', async () => {
    saveToken('session');
    await loadPageImage('/p', scripted([{ status: 503, retryAfter: '1' }, { status: 200 }]));
    await loadPageImage('/p', scripted([{ status: 404 }])).catch(() => undefined);
    expect(failures).toEqual([]);
  });
});
