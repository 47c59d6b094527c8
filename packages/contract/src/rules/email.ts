import { z } from 'zod/mini';
import { FORM_TEXTS } from './form-texts.ts';

// §5 "Email: checked by a format pattern." The pattern is the dot-atom form of RFC 5322 §3.4.1
// (no quoted local parts, no IP-literal domains), with a domain of DNS labels (RFC 1035 §2.3.1)
// ending in an alphabetic or punycode top-level label: what people actually type and mail
// servers actually deliver to.
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TLD = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const EMAIL_PATTERN = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+${TLD}$`);

/** RFC 5321 §4.5.3.1: 64 octets of local part, 254 for a forward path's address. */
const MAX_LOCAL = 64;
const MAX_EMAIL = 254;

/** §5: whether `value` is an e-mail address by the product's format pattern. */
export function isValidEmail(value: string): boolean {
  if (value.length > MAX_EMAIL) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at > MAX_LOCAL) return false;
  return EMAIL_PATTERN.test(value);
}

/** Addresses are compared and stored lowercased (§2: the /login email is kept lowercased). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * An e-mail field for forms and request bodies: trimmed, lowercased, then checked by §5's pattern
 * with the generic text 'Please enter a valid email'.
 */
export const Email = z
  .string({ error: FORM_TEXTS.required.text })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: FORM_TEXTS.required.text }),
    z.refine(isValidEmail, { error: FORM_TEXTS.invalidEmail.text }),
  );
export type Email = z.infer<typeof Email>;
