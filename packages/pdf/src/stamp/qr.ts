import {
  fill,
  type PDFOperator,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingGrayscaleColor,
} from '@cantoo/pdf-lib';
import QRCode from 'qrcode';

/**
 * Vector QR code (ISO/IEC 18004, error correction M) as path operators: one rectangle per run
 * of dark modules in a row, filled at once, so it stays sharp at any zoom.
 */
export function qrOperators(url: string, x: number, y: number, size: number): PDFOperator[] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const module = size / count;
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
