import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../src/features/passwords/password-policy.ts';

describe('password rules', () => {
  it.each([
    // At least 10 characters, counted as characters a person types (code points).
    ['', undefined, 'PASSWORD_TOO_SHORT'],
    ['abcdefghi', undefined, 'PASSWORD_TOO_SHORT'],
    ['ääääääääää', undefined, null],
    ['😀😀😀😀😀', undefined, 'PASSWORD_TOO_SHORT'],
    // Among the 10 000 most common passwords (zxcvbn-ts list), case ignored.
    ['1234567890', undefined, 'PASSWORD_TOO_COMMON'],
    ['qwertyuiop', undefined, 'PASSWORD_TOO_COMMON'],
    ['PASSWORD123', undefined, 'PASSWORD_TOO_COMMON'],
    ['1q2w3e4r5t', undefined, 'PASSWORD_TOO_COMMON'],
    // Contains the e-mail's local part, case ignored.
    ['xX-Hans.Muster-Xx', 'hans.muster@example.ch', 'PASSWORD_CONTAINS_EMAIL'],
    ['MyHANS.MUSTERpass', 'hans.muster@example.ch', 'PASSWORD_CONTAINS_EMAIL'],
    ['hans-muster-2024', 'hans.muster@example.ch', null],
    // Very short local parts are not checked (they would forbid nearly everything).
    ['a long passphrase', 'a@example.ch', null],
    ['correct horse battery staple', undefined, null],
  ])('%j with %s → %s', (password, email, expected) => {
    expect(passwordProblem(password, email)).toBe(expected);
  });
});
