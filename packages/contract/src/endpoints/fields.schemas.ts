import { z } from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../rules/languages.ts';

export { Email } from '../rules/email.ts';
export { Phone } from '../rules/phone.ts';

/** §9: only supported language codes are accepted. */
export const LanguageCode = z.enum(SUPPORTED_LANGUAGES);

/** A password as typed; the strength rules are checked by the server (check-password). */
export const Password = z.string().check(z.minLength(1), z.maxLength(1024));

/** An opaque token from a link or a login (256 random bits, base64url). */
export const OpaqueToken = z
  .string()
  .check(
    z.minLength(16),
    z.maxLength(128),
    z.regex(/^[A-Za-z0-9_-]+$/, { message: 'Invalid token' }),
  );

export const PersonName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/**
 * A mobile number as typed: digits with separators anywhere (issue 13: §5 read as the digits it
 * describes). The server parses it (libphonenumber-js, Switzerland when no country code is given)
 * and stores E.164; a number that is not a valid mobile is refused naming the field.
 */
export const MobileNumberInput = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(30),
    z.regex(/^\+?[\d\s./()-]+$/, { error: 'Enter a phone number: digits, an optional leading +' }),
  );
