import { useEffect, useState } from 'react';
import { loadPageImage, type PageLoadOptions, pageImageUrl } from './page-image-loader.ts';

/**
 * Where a page image comes from: the account's GET /v3/documents/{id}/pages/{n} by default, or
 * another endpoint with its own authorisation (a direct-sign guest's pages, ADR 0235).
 */
export interface PageSource {
  url: (documentId: string, pageIndex: number, scale: number) => string;
  headers?: Readonly<Record<string, string>> | undefined;
}

/** §1: a page image is `loading` until it is `loaded` (or `failed` once §8's retries ran out). */
export type PageImageState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded'; src: string; scale: number }
  | { state: 'failed' };

/**
 * Loads a page image once `visible` turns true (lazily, §1) and keeps it; leaving the screen
 * while it still loads cancels the waits. `attempt` starts a new load after a failure. When the
 * render scale changes (the page was resized into another of RENDER_SCALES), the image is fetched
 * again at the new scale; the one on screen stays until the new one has arrived.
 */
export function usePageImage(
  documentId: string,
  pageIndex: number,
  scale: number,
  visible: boolean,
  attempt: number,
  options: Pick<PageLoadOptions, 'fetcher' | 'sleep'> & { source?: PageSource | undefined } = {},
): PageImageState {
  const [image, setImage] = useState<PageImageState>({ state: 'idle' });
  const loadedScale = image.state === 'loaded' ? image.scale : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` restarts a failed load; `options` are fixed for a page's life.
  useEffect(() => {
    if (!visible || loadedScale === scale) return;
    const controller = new AbortController();
    setImage((current) => (current.state === 'loaded' ? current : { state: 'loading' }));
    const { source, ...loadOptions } = options;
    const url = (source?.url ?? pageImageUrl)(documentId, pageIndex, scale);
    loadPageImage(url, {
      ...loadOptions,
      headers: source?.headers,
      signal: controller.signal,
    }).then(
      (blob) => setImage({ state: 'loaded', src: URL.createObjectURL(blob), scale }),
      () => {
        if (controller.signal.aborted) return;
        // A sharper copy that failed leaves the image already shown in place.
        setImage((current) => (current.state === 'loaded' ? current : { state: 'failed' }));
      },
    );
    return () => controller.abort(new DOMException('The page left the screen', 'AbortError'));
  }, [documentId, pageIndex, scale, visible, loadedScale, attempt]);
  useEffect(
    () => () => {
      if (image.state === 'loaded') URL.revokeObjectURL(image.src);
    },
    [image],
  );
  return image;
}
