import type { PageInfo } from './pages.ts';

export interface Placement {
  /** The widget's /Rect in default user space. */
  rect: [number, number, number, number];
  /** The appearance stream's /Matrix, turning the stamp upright on a rotated page (§12.5.5). */
  matrix: [number, number, number, number, number, number];
}

/**
 * Converts a box placed as a viewer shows the page (origin at the top-left of the rotated
 * CropBox, y downwards, in points) to user space. A viewer turns the page clockwise by /Rotate,
 * so the appearance is turned counter-clockwise by the same angle to read upright.
 */
export function placeOnPage(
  page: PageInfo,
  x: number,
  y: number,
  width: number,
  height: number,
): Placement {
  const [x0, y0, x1, y1] = page.cropBox;
  const toUser = (dx: number, dy: number): [number, number] => {
    switch (page.rotate) {
      case 90:
        return [x0 + dy, y0 + dx];
      case 180:
        return [x1 - dx, y0 + dy];
      case 270:
        return [x1 - dy, y1 - dx];
      default:
        return [x0 + dx, y1 - dy];
    }
  };
  const corners = [toUser(x, y), toUser(x + width, y + height)];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const rect: Placement['rect'] = [
    Math.min(...xs),
    Math.min(...ys),
    Math.max(...xs),
    Math.max(...ys),
  ];
  const matrices: Record<number, Placement['matrix']> = {
    0: [1, 0, 0, 1, 0, 0],
    90: [0, 1, -1, 0, 0, 0],
    180: [-1, 0, 0, -1, 0, 0],
    270: [0, -1, 1, 0, 0, 0],
  };
  return { rect, matrix: matrices[page.rotate] ?? [1, 0, 0, 1, 0, 0] };
}

/** The displayed size of the visible page, as a viewer shows it. */
export function displayedSize(page: PageInfo): { width: number; height: number } {
  const [x0, y0, x1, y1] = page.cropBox;
  const sideways = page.rotate === 90 || page.rotate === 270;
  return sideways ? { width: y1 - y0, height: x1 - x0 } : { width: x1 - x0, height: y1 - y0 };
}
