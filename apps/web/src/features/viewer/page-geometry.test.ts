import { describe, expect, it } from 'vitest';
import {
  clampToPage,
  defaultField,
  MIN_FIELD,
  moveField,
  pixelsPerPoint,
  pixelsToPoints,
  pointsToPixels,
  renderScale,
  resizeField,
} from './page-geometry.ts';

const A4 = { width: 595, height: 842 };
const LETTER_LANDSCAPE = { width: 792, height: 612 };

describe('screen pixels ↔ PDF points', () => {
  it.each([
    ['A4 drawn at its own size', A4, 595, 1],
    ['A4 drawn 800 px wide', A4, 800, 800 / 595],
    ['A4 drawn 343 px wide (375 px phone)', A4, 343, 343 / 595],
    ['Letter landscape drawn 600 px wide', LETTER_LANDSCAPE, 600, 600 / 792],
  ])('%s', (_, page, displayWidth, ratio) => {
    expect(pixelsPerPoint(page, displayWidth)).toBeCloseTo(ratio, 10);
  });

  it('draws a 300×140 pt field at (100, 200) pt on an A4 page 800 px wide', () => {
    const ratio = pixelsPerPoint(A4, 800);
    const px = pointsToPixels({ x: 100, y: 200, width: 300, height: 140 }, ratio);
    expect(px.x).toBeCloseTo(134.45, 2);
    expect(px.y).toBeCloseTo(268.91, 2);
    expect(px.width).toBeCloseTo(403.36, 2);
    expect(px.height).toBeCloseTo(188.24, 2);
  });

  it('a pixel box converts back to the points it came from', () => {
    const box = { x: 12.5, y: 700, width: 250, height: 90 };
    for (const width of [343, 595, 800, 1190]) {
      const ratio = pixelsPerPoint(A4, width);
      const back = pixelsToPoints(pointsToPixels(box, ratio), ratio);
      expect(back.x).toBeCloseTo(box.x, 9);
      expect(back.y).toBeCloseTo(box.y, 9);
      expect(back.width).toBeCloseTo(box.width, 9);
      expect(back.height).toBeCloseTo(box.height, 9);
    }
  });

  it('a drag of 80 px on a page drawn at half size moves the field 160 pt', () => {
    const ratio = pixelsPerPoint(A4, 297.5);
    expect(pixelsToPoints({ x: 80, y: -40, width: 0, height: 0 }, ratio)).toMatchObject({
      x: 160,
      y: -80,
    });
  });
});

describe('fields stay on the page', () => {
  it.each([
    ['inside: unchanged', { x: 10, y: 10, width: 300, height: 140 }, { x: 10, y: 10 }],
    ['past the right edge', { x: 500, y: 10, width: 300, height: 140 }, { x: 295, y: 10 }],
    ['past the bottom edge', { x: 0, y: 800, width: 300, height: 140 }, { x: 0, y: 702 }],
    ['left of and above the page', { x: -20, y: -5, width: 300, height: 140 }, { x: 0, y: 0 }],
  ])('%s', (_, box, at) => {
    expect(clampToPage(box, A4)).toEqual({ ...at, width: 300, height: 140 });
  });

  it('a field wider than the page becomes as wide as the page', () => {
    expect(clampToPage({ x: 0, y: 0, width: 900, height: 140 }, A4)).toMatchObject({
      x: 0,
      width: 595,
    });
  });

  it('never shrinks below the smallest legible field', () => {
    expect(resizeField({ x: 0, y: 0, width: 300, height: 140 }, -1000, -1000, A4)).toEqual({
      x: 0,
      y: 0,
      ...MIN_FIELD,
    });
  });

  it('grows only up to the page edge', () => {
    expect(resizeField({ x: 400, y: 700, width: 150, height: 100 }, 100, 100, A4)).toEqual({
      x: 400,
      y: 700,
      width: 195,
      height: 142,
    });
  });

  it('moves by the given points and stops at the edge', () => {
    const box = { x: 100, y: 100, width: 300, height: 140 };
    expect(moveField(box, 10, -5, A4)).toEqual({ ...box, x: 110, y: 95 });
    expect(moveField(box, 1000, 1000, A4)).toEqual({ ...box, x: 295, y: 702 });
  });

  it('rounds to a hundredth of a point', () => {
    expect(clampToPage({ x: 1 / 3, y: 2 / 3, width: 300.123, height: 140.456 }, A4)).toEqual({
      x: 0.33,
      y: 0.67,
      width: 300.12,
      height: 140.46,
    });
  });
});

describe('defaultField (§9 default visual signature 300×140)', () => {
  it('is 300×140 pt, centred on the page', () => {
    expect(defaultField(A4)).toEqual({ x: 147.5, y: 351, width: 300, height: 140 });
  });

  it('is centred where the user clicked, kept on the page', () => {
    expect(defaultField(A4, { x: 300, y: 100 })).toEqual({
      x: 150,
      y: 30,
      width: 300,
      height: 140,
    });
    expect(defaultField(A4, { x: 590, y: 840 })).toEqual({
      x: 295,
      y: 702,
      width: 300,
      height: 140,
    });
  });

  it('keeps its proportions on a page narrower than 300 pt', () => {
    const small = defaultField({ width: 150, height: 400 });
    expect(small.width).toBe(150);
    expect(small.height).toBe(70);
  });
});

describe('renderScale', () => {
  it.each([
    [595, 1, 100],
    [800, 1, 150],
    [800, 2, 300],
    [343, 2, 150],
    [2000, 3, 400],
  ])('A4 drawn %i px wide at device pixel ratio %i asks for scale %i', (width, dpr, scale) => {
    expect(renderScale(A4, width, dpr)).toBe(scale);
  });
});
