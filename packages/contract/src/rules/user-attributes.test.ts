import { describe, expect, it } from 'vitest';
import {
  attributeNumber,
  attributeValue,
  isAttributeFalse,
  isAttributeTrue,
  type UserAttributes,
} from './user-attributes.ts';

describe('user attributes (§3: "attributes (each a list of strings)")', () => {
  it.each<[string, UserAttributes | undefined, string | undefined]>([
    ['first value of the list', { lang: ['de-ch', 'en-gb'] }, 'de-ch'],
    ['absent attribute', {}, undefined],
    ['empty list', { lang: [] }, undefined],
    ['empty string counts as absent', { lang: [''] }, undefined],
    ['no attributes at all', undefined, undefined],
  ])('attributeValue: %s', (_case, attributes, value) => {
    expect(attributeValue(attributes, 'lang')).toBe(value);
  });

  it.each<[UserAttributes, boolean, boolean]>([
    [{ weak_password: ['true'] }, true, false],
    [{ weak_password: ['TRUE'] }, true, false],
    [{ weak_password: ['false'] }, false, true],
    [{ weak_password: ['yes'] }, false, false],
    [{}, false, false],
  ])('weak_password %j → true=%s false=%s', (attributes, yes, no) => {
    expect(isAttributeTrue(attributes, 'weak_password')).toBe(yes);
    expect(isAttributeFalse(attributes, 'weak_password')).toBe(no);
  });

  it.each<[UserAttributes, number | undefined]>([
    [{ free_signatures_remaining: ['3'] }, 3],
    [{ free_signatures_remaining: ['0'] }, 0],
    [{ free_signatures_remaining: ['-1'] }, -1],
    [{ free_signatures_remaining: ['three'] }, undefined],
    [{ free_signatures_remaining: ['2.5'] }, undefined],
    [{}, undefined],
  ])('free_signatures_remaining %j → %s', (attributes, n) => {
    expect(attributeNumber(attributes, 'free_signatures_remaining')).toBe(n);
  });
});
