import { Email, FORM_TEXTS } from '@signet/contract';
import { z } from 'zod';

// Zod messages are catalog keys or the contract's English form texts (§5); FormTextField
// translates either (formTextKey maps an English text to its key).
export const requiredText = z.string().trim().min(1, FORM_TEXTS.required.key);
/** §5 e-mail: trimmed, lowercased, checked by the contract's format pattern. */
export const emailField = Email;
export const passwordField = z.string().min(1, FORM_TEXTS.required.key);
