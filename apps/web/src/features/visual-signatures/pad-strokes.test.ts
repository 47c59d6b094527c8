import { describe, expect, it } from 'vitest';
import { PAD, strokeBounds, toPadPoint } from './pad-strokes.ts';

describe('the drawing pad', () => {
  it('maps a pointer to pad coordinates whatever the size on screen', () => {
    const box = { left: 10, top: 20, width: 300, height: 140 };
    expect(toPadPoint(160, 90, box)).toEqual({ x: 300, y: 140 });
    expect(toPadPoint(10, 20, box)).toEqual({ x: 0, y: 0 });
  });

  it('keeps a pointer that leaves the pad on its edge', () => {
    const box = { left: 0, top: 0, width: 300, height: 140 };
    expect(toPadPoint(-50, 500, box)).toEqual({ x: 0, y: PAD.height });
  });

  it('has no bounds while empty', () => {
    expect(strokeBounds([])).toBeUndefined();
    expect(strokeBounds([[]])).toBeUndefined();
  });

  it('crops to the strokes, widened by the pen and the margin, inside the pad', () => {
    const bounds = strokeBounds([
      [
        { x: 100, y: 100 },
        { x: 200, y: 150 },
      ],
      [{ x: 595, y: 5 }],
    ]);
    // Pen 5 → 2.5 + margin 8 = 10.5 on every side, clipped to 600 × 280.
    expect(bounds).toEqual({ left: 89, top: 0, width: 511, height: 161 });
  });
});
