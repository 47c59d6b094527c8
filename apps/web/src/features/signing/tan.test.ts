import { describe, expect, it } from 'vitest';
import { isTanFormat, normaliseTan } from './tan.ts';

describe('TAN entry rules', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12-34-56-78', '123456'],
    ['abc', ''],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseTan(input)).toBe(expected);
  });

  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('%j is a TAN: %s', (tan, expected) => {
    expect(isTanFormat(tan)).toBe(expected);
  });
});
