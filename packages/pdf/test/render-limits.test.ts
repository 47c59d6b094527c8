import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_CACHE_BYTES,
  DOCUMENT_CACHE_SIZE,
  documentsToDrop,
} from '../src/render/render-limits.ts';

const MB = 1_048_576;

describe('the documents a render thread keeps parsed', () => {
  it('keeps up to DOCUMENT_CACHE_SIZE small documents, dropping the least recently used', () => {
    expect(DOCUMENT_CACHE_SIZE).toBe(4);
    expect(documentsToDrop([1 * MB, 2 * MB, 1 * MB, 3 * MB])).toBe(0);
    expect(documentsToDrop([1 * MB, 2 * MB, 1 * MB, 3 * MB, 1 * MB])).toBe(1);
  });

  it('keeps large documents only up to DOCUMENT_CACHE_BYTES, and always the last one used', () => {
    expect(DOCUMENT_CACHE_BYTES).toBe(64 * MB);
    // Two 50 MB uploads drawn one after the other: the first is dropped.
    expect(documentsToDrop([50 * MB, 50 * MB])).toBe(1);
    // The last one is kept however large.
    expect(documentsToDrop([80 * MB])).toBe(0);
    expect(documentsToDrop([2 * MB, 3 * MB, 60 * MB])).toBe(1);
    expect(documentsToDrop([2 * MB, 3 * MB, 62 * MB])).toBe(2);
    expect(documentsToDrop([30 * MB, 30 * MB])).toBe(0);
  });
});
