import { useCallback, useEffect, useState } from 'react';
import { currentPage, type PageBox } from './page-navigation.ts';

/** The viewer's sticky header inside the scrolling area: pages and fields are shown below it. */
export const STICKY_HEADER = 'data-viewer-header';
/** The box that scrolls sideways when the pages are zoomed wider than the screen. */
export const SIDEWAYS_SCROLLER = 'data-viewer-sideways';

const smooth = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

function headerHeight(root: HTMLElement): number {
  return root.querySelector<HTMLElement>(`[${STICKY_HEADER}]`)?.offsetHeight ?? 0;
}

/** Where an element is, in pixels from the top of the scrolling area's content. */
function offsetIn(root: HTMLElement, element: Element): number {
  return element.getBoundingClientRect().top - root.getBoundingClientRect().top + root.scrollTop;
}

/**
 * The page being read, and the ways to move (issue 20): to a page, to a signature field, and the
 * zoom. Pages carry `data-page-number`, fields `data-field-key` (DocumentList draws both).
 */
export function usePageNavigation(root: HTMLElement | null) {
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    if (!root) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const header = headerHeight(root);
      const pages: PageBox[] = [...root.querySelectorAll<HTMLElement>('[data-page-number]')].map(
        (element) => ({
          number: Number(element.dataset.pageNumber),
          top: offsetIn(root, element),
        }),
      );
      setPage(currentPage(pages, root.scrollTop + header, root.clientHeight - header));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    root.addEventListener('scroll', schedule, { passive: true });
    const observer = new ResizeObserver(schedule);
    observer.observe(root);
    schedule();
    return () => {
      root.removeEventListener('scroll', schedule);
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [root]);

  const goToPage = useCallback(
    (number: number) => {
      const element = root?.querySelector(`[data-page-number="${number}"]`);
      if (!root || !element) return;
      root.scrollTo({ top: offsetIn(root, element) - headerHeight(root) - 8, behavior: smooth() });
    },
    [root],
  );

  /**
   * Shows a field in the middle of the visible area; answers whether it was found. `instant`
   * when a dialog opens at once (its focus would stop a smooth scroll half-way).
   */
  const goToField = useCallback(
    (key: string, instant = false): boolean => {
      const behavior = instant ? 'auto' : smooth();
      const element = root?.querySelector<HTMLElement>(`[data-field-key="${CSS.escape(key)}"]`);
      if (!root || !element) return false;
      const header = headerHeight(root);
      const visible = root.clientHeight - header;
      const top = offsetIn(root, element) - header - (visible - element.offsetHeight) / 2;
      root.scrollTo({ top: Math.max(0, top), behavior });
      const sideways = element.closest<HTMLElement>(`[${SIDEWAYS_SCROLLER}]`);
      if (sideways && sideways.scrollWidth > sideways.clientWidth) {
        const left = element.getBoundingClientRect().left - sideways.getBoundingClientRect().left;
        sideways.scrollTo({
          left: sideways.scrollLeft + left - (sideways.clientWidth - element.offsetWidth) / 2,
          behavior,
        });
      }
      return true;
    },
    [root],
  );

  return { page, zoom, setZoom, goToPage, goToField };
}

export type PageNavigation = ReturnType<typeof usePageNavigation>;
