import { FORM_TEXTS } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { setupI18n } from '../i18n/i18n.ts';
import { emailField } from './validation.ts';

const messageOf = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('form checks without a text of their own (§5)', () => {
  const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(5));

  it('name a catalog key, never an English sentence of the library', () => {
    expect(messageOf(name, '   ')).toBe('form.required');
    expect(messageOf(name, 'far too long')).toBe('form.too_long');
    expect(messageOf(z.object({ gtc: z.boolean() }), {})).toBe('form.required');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('form.invalid');
  });

  it('read in the visitor language', async () => {
    const i18n = await setupI18n('de-ch');
    expect(i18n.t(messageOf(name, '') as string)).toBe('Dieses Feld ist erforderlich');
    expect(i18n.t(messageOf(name, 'far too long') as string)).toBe('Dieser Text ist zu lang');
  });

  it('leave the texts the contract gives its own checks', () => {
    expect(messageOf(emailField, 'not-an-address')).toBe(FORM_TEXTS.invalidEmail.text);
  });
});
