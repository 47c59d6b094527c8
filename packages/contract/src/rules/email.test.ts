import { describe, expect, it } from 'vitest';
import { Email, isValidEmail, normalizeEmail } from './email.ts';
import { FORM_TEXTS, formTextKey } from './form-texts.ts';

describe('isValidEmail (§5 "Email: checked by a format pattern")', () => {
  it.each([
    'anna.muster@example.ch',
    'a@b.de',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.com",
    'UPPER@EXAMPLE.COM',
    'x_y-z@example-domain.eu',
    'user@xn--bcher-kva.ch',
    'user@example.xn--p1ai',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'anna.example.ch'],
    ['no local part', '@example.ch'],
    ['no domain', 'anna@'],
    ['no top-level label', 'anna@localhost'],
    ['one-letter top-level label', 'anna@example.c'],
    ['numeric top-level label', 'anna@example.123'],
    ['two @', 'anna@@example.ch'],
    ['leading dot', '.anna@example.ch'],
    ['trailing dot in local part', 'anna.@example.ch'],
    ['double dot', 'an..na@example.ch'],
    ['space inside', 'an na@example.ch'],
    ['surrounding space', ' anna@example.ch '],
    ['label starting with hyphen', 'anna@-example.ch'],
    ['label ending with hyphen', 'anna@example-.ch'],
    ['empty label', 'anna@example..ch'],
    ['display-name form', 'Anna <anna@example.ch>'],
    ['local part over 64 characters', `${'a'.repeat(65)}@example.ch`],
    [
      'address over 254 characters',
      `a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(70)}.ch`,
    ],
    ['non-ASCII domain (must be punycode)', 'anna@bücher.ch'],
  ])('rejects %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts a local part of exactly 64 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.ch`)).toBe(true);
  });
});

describe('Email schema (§5 generic texts)', () => {
  it.each([
    ['  Anna@Example.CH ', 'anna@example.ch'],
    ['a@b.de', 'a@b.de'],
  ])('%j is trimmed and lowercased to %s', (input, output) => {
    expect(Email.parse(input)).toBe(output);
    expect(normalizeEmail(input)).toBe(output);
  });

  it.each([
    ['', FORM_TEXTS.required.text],
    ['   ', FORM_TEXTS.required.text],
    ['not-an-email', 'Please enter a valid email'],
  ])('%j fails with %s', (input, message) => {
    const result = Email.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('a missing value reads "This field is required"', () => {
    expect(Email.safeParse(undefined).error?.issues[0]?.message).toBe('This field is required');
  });

  it.each([
    ['This field is required', 'form.required'],
    ['Please enter a valid email', 'form.invalid_email'],
    ['Something else', undefined],
  ])('formTextKey(%j) → %s', (text, key) => {
    expect(formTextKey(text)).toBe(key);
  });
});
