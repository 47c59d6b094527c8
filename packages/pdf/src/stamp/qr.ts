import {
  fill,
  type PDFOperator,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingGrayscaleColor,
} from '@cantoo/pdf-lib';
import QRCode from 'qrcode';

/** ISO/IEC 18004 (§6.3.8 Quiet zone): a light margin of 4 modules on every side of the symbol. */
export const QUIET_ZONE_MODULES = 4;

/** Where a QR symbol sits (PDF points, origin bottom-left) and the size of one module. */
export interface QrLayout {
  /** The symbol's dark/light modules, `count` × `count`. */
  modules: { size: number; get(row: number, col: number): number | boolean };
  count: number;
  /** Side of one module in points. */
  module: number;
  /** Bottom-left corner of the symbol itself (the quiet zone lies around it). */
  x: number;
  y: number;
}

/**
 * Fits the symbol for `url` (error correction M) with its quiet zone into the square of side
 * `zone` whose bottom-left corner is (x, y): the modules are sized so that symbol plus 4 modules
 * on each side fill the square exactly.
 */
export function qrLayout(url: string, x: number, y: number, zone: number): QrLayout {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const module = zone / (count + 2 * QUIET_ZONE_MODULES);
  const margin = QUIET_ZONE_MODULES * module;
  return { modules, count, module, x: x + margin, y: y + margin };
}

/**
 * Vector QR code as path operators: one rectangle per run of dark modules in a row, filled at
 * once, so it stays sharp at any zoom. The caller keeps the quiet zone around it light.
 */
export function qrOperators(layout: QrLayout): PDFOperator[] {
  const { modules, count, module, x, y } = layout;
  const size = count * module;
  const ops: PDFOperator[] = [pushGraphicsState(), setFillingGrayscaleColor(0)];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; ) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      ops.push(
        rectangle(
          x + start * module,
          y + size - (row + 1) * module,
          (col - start) * module,
          module,
        ),
      );
    }
  }
  ops.push(fill(), popGraphicsState());
  return ops;
}
