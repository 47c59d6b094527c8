import { z } from 'zod/mini';
import { FORM_TEXTS } from './form-texts.ts';

/**
 * §5 "Phone: optional plus, 3 digits, 3 digits, then 4 to 6 digits, with optional separators."
 * A separator is one space, hyphen, dot or slash between the groups.
 */
const PHONE_PATTERN = /^\+?\d{3}[ ./-]?\d{3}[ ./-]?\d{4,6}$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/** A phone field: trimmed, then checked by §5's pattern. */
export const Phone = z
  .string({ error: FORM_TEXTS.required.text })
  .check(z.trim(), z.refine(isValidPhone, { error: FORM_TEXTS.invalidPhone.text }));
export type Phone = z.infer<typeof Phone>;
