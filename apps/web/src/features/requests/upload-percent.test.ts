import { describe, expect, it } from 'vitest';
import { uploadPercent } from './upload-percent.ts';

describe('uploadPercent', () => {
  it('reads 100 only once everything is sent', () => {
    expect(uploadPercent(0.996)).toBe(99);
    expect(uploadPercent(1)).toBe(100);
  });

  it('stays within 0 to 100', () => {
    expect(uploadPercent(-0.1)).toBe(0);
    expect(uploadPercent(Number.NaN)).toBe(0);
    expect(uploadPercent(1.2)).toBe(100);
    expect(uploadPercent(0.5)).toBe(50);
  });
});
