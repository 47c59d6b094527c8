import { ownOpenSignatures, type SignatureRequest } from '@signet/contract';
import { fieldsFromSignatures, type PlacedField } from './placement.ts';

/** The viewer's zoom steps (issue 20): the pages' width against their width at 100 %. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** At 100 % a page is as wide as the reading area allows (up to the pages' column): it fits. */
export const FIT_ZOOM = 1;

/** The pages' column at 100 %: as wide as the reading area, at most this wide. */
const PAGE_COLUMN_PX = 820;

/**
 * The pages' column at a zoom: wider than the reading area above 100 % (it then scrolls
 * sideways), narrower below.
 */
export function zoomedColumn(zoom: number) {
  return { width: `${Math.max(1, zoom) * 100}%`, maxWidth: PAGE_COLUMN_PX * zoom, mx: 'auto' };
}

/** The next zoom step in a direction; the same step at either end. */
export function zoomStep(current: number, direction: 1 | -1): number {
  const index = ZOOM_STEPS.findIndex((step) => step >= current);
  const at = index < 0 ? ZOOM_STEPS.length - 1 : index;
  const next = Math.min(ZOOM_STEPS.length - 1, Math.max(0, at + direction));
  return ZOOM_STEPS[next]!;
}

/** A page number typed into "go to page": a whole number within 1..total, else null. */
export function pageFromInput(text: string, total: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || total < 1) return null;
  return Math.min(total, Math.max(1, Number(trimmed)));
}

/** Where a page is, in pixels from the top of the scrolling area's content. */
export interface PageBox {
  number: number;
  top: number;
}

/**
 * The page being read: the last page that starts above a line a third down the visible area
 * (below the sticky header), so a page counts as current once it fills most of the screen.
 */
export function currentPage(pages: readonly PageBox[], viewTop: number, viewHeight: number) {
  const line = viewTop + viewHeight / 3;
  let current = pages[0]?.number ?? 1;
  for (const page of pages) if (page.top <= line) current = page.number;
  return current;
}

/** The number of the first page of each document, counting the request's pages from 1. */
export function firstPages(
  documents: readonly Pick<SignatureRequest['documents'][number], 'id' | 'page_count'>[],
): Map<string, number> {
  const first = new Map<string, number>();
  let next = 1;
  for (const document of documents) {
    first.set(document.id, next);
    next += document.page_count;
  }
  return first;
}

/** A field of the account's own open signatures, with the request-wide number of its page. */
export interface GuidedField extends PlacedField {
  pageNumber: number;
}

/**
 * The fields of these signatures on these documents, each with the request-wide number of its
 * page, in reading order: page, then top to bottom, then left to right.
 */
export function guidedFields(
  documents: readonly Pick<SignatureRequest['documents'][number], 'id' | 'page_count'>[],
  signatures: Parameters<typeof fieldsFromSignatures>[0],
): GuidedField[] {
  const first = firstPages(documents);
  return fieldsFromSignatures(signatures)
    .flatMap((field) => {
      const start = first.get(field.documentId);
      return start === undefined ? [] : [{ ...field, pageNumber: start + field.page }];
    })
    .sort((a, b) => a.pageNumber - b.pageNumber || a.box.y - b.box.y || a.box.x - b.box.x);
}

/** The account's fields that wait for it, in reading order: page, then top to bottom. */
export function ownFields(request: SignatureRequest, accountEmail: string): GuidedField[] {
  return guidedFields(request.documents, ownOpenSignatures(request, accountEmail));
}
