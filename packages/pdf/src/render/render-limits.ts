/** Parsed documents each worker keeps; the pool mirrors this to skip re-sending known files. */
export const DOCUMENT_CACHE_SIZE = 4;

/** Rendered pages per worker whose parsed content is kept for the next render of the same page. */
export const RECENT_PAGES = 6;

/** JavaScript heap of one render worker; the bitmap itself is native memory, bounded by MAX_PIXELS. */
export const WORKER_HEAP_MB = 1024;

/** A page bitmap larger than this (about 10 000 × 10 000) would exhaust a worker's memory. */
export const MAX_PIXELS = 100_000_000;

/**
 * Output size in whole pixels, rounded up as pdftoppm does, so that a page of 595.3 pt becomes
 * 596 px at 72 dpi. The epsilon keeps exact products (612 × 50/72 = 425) from rounding up.
 */
export function pixelSize(width: number, height: number) {
  return {
    width: Math.max(1, Math.ceil(width - 1e-6)),
    height: Math.max(1, Math.ceil(height - 1e-6)),
  };
}
