import { PAGE_SCALE, VISUAL_SIGNATURE_DEFAULT_SIZE } from '@signet/contract';

/** A page as the viewer shows it, in PDF points (rotation already applied by the server). */
export interface PageSize {
  width: number;
  height: number;
}

/**
 * A signature field in PDF points, origin at the top-left of the displayed page, y downwards:
 * the frame of the contract's VisualSignaturePosition (packages/pdf placeOnPage reads it so).
 */
export interface FieldBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest field that still holds a legible stamp; a field never shrinks below it. */
export const MIN_FIELD = { width: 60, height: 28 } as const;

/** Screen pixels per PDF point for a page drawn `displayWidthPx` wide. */
export function pixelsPerPoint(page: PageSize, displayWidthPx: number): number {
  return displayWidthPx / page.width;
}

export function pointsToPixels(box: FieldBox, ratio: number): FieldBox {
  return {
    x: box.x * ratio,
    y: box.y * ratio,
    width: box.width * ratio,
    height: box.height * ratio,
  };
}

export function pixelsToPoints(box: FieldBox, ratio: number): FieldBox {
  return {
    x: box.x / ratio,
    y: box.y / ratio,
    width: box.width / ratio,
    height: box.height / ratio,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Keeps a field on its page (the server refuses positions outside it) and at least MIN_FIELD
 * large, or the page itself when the page is smaller. Values are rounded to 1/100 pt.
 */
export function clampToPage(box: FieldBox, page: PageSize): FieldBox {
  const width = Math.min(Math.max(box.width, Math.min(MIN_FIELD.width, page.width)), page.width);
  const height = Math.min(
    Math.max(box.height, Math.min(MIN_FIELD.height, page.height)),
    page.height,
  );
  const x = Math.min(Math.max(box.x, 0), page.width - width);
  const y = Math.min(Math.max(box.y, 0), page.height - height);
  return { x: round2(x), y: round2(y), width: round2(width), height: round2(height) };
}

/** Moves a field by (dx, dy) points, staying on the page. */
export function moveField(box: FieldBox, dx: number, dy: number, page: PageSize): FieldBox {
  return clampToPage({ ...box, x: box.x + dx, y: box.y + dy }, page);
}

/** Grows or shrinks a field from its bottom-right corner, staying on the page. */
export function resizeField(box: FieldBox, dw: number, dh: number, page: PageSize): FieldBox {
  const width = Math.min(Math.max(box.width + dw, MIN_FIELD.width), page.width - box.x);
  const height = Math.min(Math.max(box.height + dh, MIN_FIELD.height), page.height - box.y);
  return clampToPage({ ...box, width, height }, page);
}

/**
 * §3/§9: a new field has the default visual signature size (300×140 pt), centred on `center`
 * (points) or on the page, scaled down proportionally when the page is narrower than that.
 */
export function defaultField(page: PageSize, center?: { x: number; y: number }): FieldBox {
  const fit = Math.min(
    1,
    page.width / VISUAL_SIGNATURE_DEFAULT_SIZE.width,
    page.height / VISUAL_SIGNATURE_DEFAULT_SIZE.height,
  );
  const width = VISUAL_SIGNATURE_DEFAULT_SIZE.width * fit;
  const height = VISUAL_SIGNATURE_DEFAULT_SIZE.height * fit;
  const c = center ?? { x: page.width / 2, y: page.height / 2 };
  return clampToPage({ x: c.x - width / 2, y: c.y - height / 2, width, height }, page);
}

/** The render scales the viewer asks for, so the server's image cache is shared between screens. */
export const RENDER_SCALES = [100, 150, 200, 300, 400] as const;

/**
 * The `scale` (percent of the page size in points, 100 = 72 dpi) of the page image for a page
 * drawn `displayWidthPx` CSS pixels wide on a screen of `devicePixelRatio`: the smallest of
 * RENDER_SCALES that is sharp there, or the largest the server offers.
 */
export function renderScale(
  page: PageSize,
  displayWidthPx: number,
  devicePixelRatio: number,
): number {
  const needed = ((displayWidthPx * Math.max(devicePixelRatio, 1)) / page.width) * 100;
  const scale = RENDER_SCALES.find((s) => s >= needed) ?? RENDER_SCALES[RENDER_SCALES.length - 1]!;
  return Math.min(Math.max(scale, PAGE_SCALE.min), PAGE_SCALE.max);
}
