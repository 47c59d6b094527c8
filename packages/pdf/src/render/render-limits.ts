/** Parsed documents each worker keeps; the pool mirrors this to skip re-sending known files. */
export const DOCUMENT_CACHE_SIZE = 4;

/**
 * Bytes of PDF the documents a worker keeps may take in all; the one it used last is kept
 * whatever its size. Four large uploads kept parsed per thread would hold hundreds of MB for a
 * second look that may never come.
 */
export const DOCUMENT_CACHE_BYTES = 64 * 1_048_576;

/**
 * How many of the oldest documents a worker drops, given the sizes of those it keeps, least
 * recently used first. The worker and the pool's mirror of it apply the same rule.
 */
export function documentsToDrop(sizes: readonly number[]): number {
  let total = sizes.reduce((sum, size) => sum + size, 0);
  let drop = 0;
  const kept = () => sizes.length - drop;
  while (kept() > DOCUMENT_CACHE_SIZE || (kept() > 1 && total > DOCUMENT_CACHE_BYTES)) {
    total -= sizes[drop]!;
    drop++;
  }
  return drop;
}

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
