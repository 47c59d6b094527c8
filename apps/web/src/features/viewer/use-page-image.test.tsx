import { renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePageImage } from './use-page-image.ts';

beforeAll(() => {
  // jsdom has no object URLs; the hook only hands them to an <img>.
  let next = 0;
  URL.createObjectURL ??= () => `blob:test/${++next}`;
  URL.revokeObjectURL ??= () => undefined;
});

/** A server that answers every page image at once and records the URLs asked for. */
function imageServer() {
  const urls: string[] = [];
  const fetcher = (async (url: string) => {
    urls.push(url);
    return new Response(`image ${url}`, { status: 200 });
  }) as unknown as typeof fetch;
  return { urls, fetcher };
}

describe('usePageImage', () => {
  it('loads nothing until the page is near the screen, then loads it once', async () => {
    const server = imageServer();
    const { result, rerender } = renderHook(
      ({ visible }) => usePageImage('d1', 0, 150, visible, 0, { fetcher: server.fetcher }),
      { initialProps: { visible: false } },
    );
    expect(result.current.state).toBe('idle');
    rerender({ visible: true });
    await waitFor(() => expect(result.current.state).toBe('loaded'));
    rerender({ visible: false });
    rerender({ visible: true });
    expect(server.urls).toEqual(['/v3/documents/d1/pages/0?scale=150']);
  });

  it('fetches the page again when the scale bucket changes, keeping the old image meanwhile', async () => {
    const server = imageServer();
    const { result, rerender } = renderHook(
      ({ scale }) => usePageImage('d1', 2, scale, true, 0, { fetcher: server.fetcher }),
      { initialProps: { scale: 100 } },
    );
    await waitFor(() => expect(result.current).toMatchObject({ state: 'loaded', scale: 100 }));
    rerender({ scale: 100 });
    rerender({ scale: 200 });
    // Until the sharper image arrives, the first one stays on screen.
    expect(result.current).toMatchObject({ state: 'loaded', scale: 100 });
    await waitFor(() => expect(result.current).toMatchObject({ state: 'loaded', scale: 200 }));
    expect(server.urls).toEqual([
      '/v3/documents/d1/pages/2?scale=100',
      '/v3/documents/d1/pages/2?scale=200',
    ]);
  });

  it('keeps the shown image when the copy at the new scale cannot be loaded', async () => {
    let calls = 0;
    const fetcher = (async () => {
      calls += 1;
      return calls === 1
        ? new Response('img', { status: 200 })
        : new Response(null, { status: 404 });
    }) as unknown as typeof fetch;
    const { result, rerender } = renderHook(
      ({ scale }) => usePageImage('d1', 0, scale, true, 0, { fetcher }),
      { initialProps: { scale: 100 } },
    );
    await waitFor(() => expect(result.current).toMatchObject({ state: 'loaded', scale: 100 }));
    rerender({ scale: 300 });
    await waitFor(() => expect(calls).toBe(2));
    expect(result.current).toMatchObject({ state: 'loaded', scale: 100 });
  });
});
