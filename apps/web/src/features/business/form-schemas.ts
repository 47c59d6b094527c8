import { FORM_TEXTS, isValidEmail, isValidPhone } from '@signet/contract';
import { z } from 'zod/mini';

/**
 * An optional phone field: empty, or §5's phone pattern with the contract's form text (the
 * contract's `Phone | ''` union would report only a general problem).
 */
export const optionalPhone = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || isValidPhone(value), FORM_TEXTS.invalidPhone.text),
);

/** An optional e-mail field: empty, or §5's e-mail pattern. */
export const optionalEmail = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(254),
  z.refine((value) => value === '' || isValidEmail(value), FORM_TEXTS.invalidEmail.text),
);
