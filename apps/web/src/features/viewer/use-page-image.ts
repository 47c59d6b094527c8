import { useEffect, useState } from 'react';
import { loadPageImage, pageImageUrl } from './page-image-loader.ts';

/** §1: a page image is `loading` until it is `loaded` (or `failed` once §8's retries ran out). */
export type PageImageState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded'; src: string }
  | { state: 'failed' };

/**
 * Loads a page image once `visible` turns true (lazily, §1) and keeps it; leaving the screen
 * while it still loads cancels the waits. `attempt` starts a new load after a failure.
 */
export function usePageImage(
  documentId: string,
  pageIndex: number,
  scale: number,
  visible: boolean,
  attempt: number,
): PageImageState {
  const [image, setImage] = useState<PageImageState>({ state: 'idle' });
  const loaded = image.state === 'loaded';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` restarts a failed load.
  useEffect(() => {
    if (!visible || loaded) return;
    const controller = new AbortController();
    setImage({ state: 'loading' });
    loadPageImage(pageImageUrl(documentId, pageIndex, scale), { signal: controller.signal }).then(
      (blob) => setImage({ state: 'loaded', src: URL.createObjectURL(blob) }),
      () => {
        if (!controller.signal.aborted) setImage({ state: 'failed' });
      },
    );
    return () => controller.abort(new DOMException('The page left the screen', 'AbortError'));
  }, [documentId, pageIndex, scale, visible, loaded, attempt]);
  useEffect(
    () => () => {
      if (image.state === 'loaded') URL.revokeObjectURL(image.src);
    },
    [image],
  );
  return image;
}
