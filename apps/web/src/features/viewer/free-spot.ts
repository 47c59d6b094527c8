import { clampToPage, type FieldBox, type PageSize } from './page-geometry.ts';

/** Space kept between two fields, in points. */
export const FIELD_GAP = 8;

function overlaps(a: FieldBox, b: FieldBox): boolean {
  return (
    a.x < b.x + b.width + FIELD_GAP &&
    b.x < a.x + a.width + FIELD_GAP &&
    a.y < b.y + b.height + FIELD_GAP &&
    b.y < a.y + a.height + FIELD_GAP
  );
}

function steps(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to; value += step) values.push(value);
  return values;
}

function overlapArea(a: FieldBox, b: FieldBox): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Where a new field goes (issue 20: a second signer's field landed exactly on the first): the
 * wanted box if it touches no field already on the page, else the free spot nearest to it, on a
 * grid of half a field's size. On a page with no free spot left, the spot that covers the least
 * of the other fields, so that none is hidden under the new one.
 */
export function freeSpot(wanted: FieldBox, others: readonly FieldBox[], page: PageSize): FieldBox {
  const box = clampToPage(wanted, page);
  if (!others.some((other) => overlaps(box, other))) return box;
  const xs = [box.x, ...steps(0, page.width - box.width, Math.max(box.width / 4, 1))];
  const ys = [box.y, ...steps(0, page.height - box.height, Math.max(box.height / 4, 1))];
  let best = box;
  let bestScore = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (const x of xs) {
    for (const y of ys) {
      const candidate = clampToPage({ ...box, x, y }, page);
      const covered = others.some((other) => overlaps(candidate, other))
        ? others.reduce((sum, other) => sum + overlapArea(candidate, other), 1)
        : 0;
      const distance = (candidate.x - box.x) ** 2 + (candidate.y - box.y) ** 2;
      if (covered < bestScore[0]! || (covered === bestScore[0] && distance < bestScore[1]!)) {
        best = candidate;
        bestScore = [covered, distance];
      }
    }
  }
  return best;
}
