import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { WarningIcon } from '../../components/icons.tsx';
import { type PageSize, pixelsPerPoint, renderScale } from './page-geometry.ts';
import { type PageSource, usePageImage } from './use-page-image.ts';

/** Pages this far below the visible area start loading, so scrolling rarely meets a blank page. */
const PRELOAD_MARGIN = '600px 0px';

function useVisibility(root: Element | null) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => setVisible(entry?.isIntersecting ?? false),
      { root, rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [root]);
  return { ref, visible };
}

function useWidth(ref: React.RefObject<HTMLDivElement | null>) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * One page: its image loads when it comes near the screen (§1 lazy pages, states loading and
 * loaded); `children` draws the fields over it, given the pixels-per-point ratio.
 */
export function DocumentPage({
  documentId,
  index,
  size,
  label,
  pageNumber,
  scrollRoot,
  onPageClick,
  source,
  children,
}: {
  documentId: string;
  index: number;
  size: PageSize;
  label: string;
  /** The page's number across the request's documents, for "go to page" (from 1). */
  pageNumber?: number | undefined;
  scrollRoot: Element | null;
  /** Placement mode: a click on the page, in points from the page's top-left corner. */
  onPageClick?: (at: { x: number; y: number }) => void;
  /** Another origin of the image than the account's page endpoint (a guest's link). */
  source?: PageSource | undefined;
  children: (ratio: number) => ReactNode;
}) {
  const { t } = useTranslation('viewer');
  const { ref, visible } = useVisibility(scrollRoot);
  const width = useWidth(ref);
  const [attempt, setAttempt] = useState(0);
  // The render scale follows the width on screen in RENDER_SCALES steps: a resize within a step
  // keeps the image, one into another step fetches the page at that scale.
  const scale = width > 0 ? renderScale(size, width, window.devicePixelRatio) : null;
  const image = usePageImage(documentId, index, scale ?? 100, visible && scale !== null, attempt, {
    source,
  });
  const ratio = width > 0 ? pixelsPerPoint(size, width) : 0;
  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (!onPageClick || ratio === 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    onPageClick({ x: (event.clientX - rect.left) / ratio, y: (event.clientY - rect.top) / ratio });
  };
  return (
    <Box
      ref={ref}
      role="group"
      aria-label={label}
      data-testid="document-page"
      data-page-number={pageNumber}
      data-state={image.state === 'idle' ? 'loading' : image.state}
      onClick={click}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${size.width} / ${size.height}`,
        bgcolor: '#fff',
        borderRadius: 1,
        boxShadow: '0 1px 3px rgba(27, 36, 55, 0.12), 0 8px 24px rgba(27, 36, 55, 0.08)',
        overflow: 'visible',
        cursor: onPageClick ? 'copy' : 'default',
      }}
    >
      {image.state === 'loaded' ? (
        <Box
          component="img"
          src={image.src}
          alt=""
          draggable={false}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', borderRadius: 1 }}
        />
      ) : image.state === 'failed' ? (
        <Stack
          spacing={3}
          sx={{
            position: 'absolute',
            inset: 0,
            alignItems: 'center',
            justifyContent: 'center',
            p: 4,
          }}
        >
          <WarningIcon color="warning" />
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('page.failed')}
          </Typography>
          <AppButton kind="secondary" size="small" onClick={() => setAttempt((n) => n + 1)}>
            {t('page.retry')}
          </AppButton>
        </Stack>
      ) : (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress size={28} aria-label={t('page.loading')} />
        </Box>
      )}
      {ratio > 0 && children(ratio)}
    </Box>
  );
}
