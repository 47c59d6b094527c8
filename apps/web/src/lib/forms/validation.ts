import { Email, FORM_TEXTS } from '@signet/contract';
import { config, z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// A check without a text of ours reads zod's English message, as with zod's classic API (which
// sets these on import; `zod/mini` leaves the choice to the app).
config(en());

// Zod messages are catalog keys or the contract's English form texts (§5); FormTextField
// translates either (formTextKey maps an English text to its key).
export const requiredText = z.string().check(z.trim(), z.minLength(1, FORM_TEXTS.required.key));
/** §5 e-mail: trimmed, lowercased, checked by the contract's format pattern. */
export const emailField = Email;
export const passwordField = z.string().check(z.minLength(1, FORM_TEXTS.required.key));
