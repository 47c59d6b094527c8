import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  PART11_TEXT_MAX_LENGTH,
  REQUEST_MESSAGE_MAX_LENGTH,
  REQUEST_TITLE_MAX_LENGTH,
  VISUAL_SIGNATURE_TEXT_MAX_LENGTH,
} from '../rules/text-limits.ts';
import { RequestMessage, RequestTitle } from './signature-requests.schemas.ts';
import { Part11Text, TAN_FORMAT, TAN_LENGTH, Tan } from './signing.endpoints.ts';
import { VisualSignatureBody } from './visual-signatures.endpoints.ts';

const accepts = (schema: Parameters<typeof safeParse>[0], value: unknown) =>
  safeParse(schema, value).success;

// The web's forms read these limits and formats; the API checks the same schemas.
describe('text limits the forms and the API share', () => {
  it.each([
    ['a title', RequestTitle, REQUEST_TITLE_MAX_LENGTH, 500],
    ['a message', RequestMessage, REQUEST_MESSAGE_MAX_LENGTH, 2048],
    ['a part 11 text', Part11Text, PART11_TEXT_MAX_LENGTH, 200],
  ] as const)('%s takes %i characters, not one more', (_name, schema, max, expected) => {
    expect(max).toBe(expected);
    expect(accepts(schema, 'x'.repeat(max))).toBe(true);
    expect(accepts(schema, 'x'.repeat(max + 1))).toBe(false);
  });

  it('a title and a part 11 text need a character that is not a space', () => {
    expect(accepts(RequestTitle, '  ')).toBe(false);
    expect(accepts(Part11Text, '  ')).toBe(false);
    expect(accepts(RequestMessage, '')).toBe(true);
  });

  it('a visual signature: alias up to 60 characters, each line up to 100', () => {
    expect(VISUAL_SIGNATURE_TEXT_MAX_LENGTH).toEqual({ alias: 60, line: 100 });
    const body = (alias: number, line: number) => ({
      alias: 'a'.repeat(alias),
      name: 'n'.repeat(line),
      location: 'l'.repeat(line),
    });
    expect(accepts(VisualSignatureBody, body(60, 100))).toBe(true);
    expect(accepts(VisualSignatureBody, body(61, 100))).toBe(false);
    expect(accepts(VisualSignatureBody, body(60, 101))).toBe(false);
  });
});

describe('TAN format', () => {
  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('%j: %s', (tan, valid) => {
    expect(TAN_LENGTH).toBe(6);
    expect(TAN_FORMAT.test(tan)).toBe(valid);
    expect(accepts(Tan, tan)).toBe(valid);
  });

  it('the API trims around the digits', () => {
    expect(accepts(Tan, ' 123456 ')).toBe(true);
  });
});
