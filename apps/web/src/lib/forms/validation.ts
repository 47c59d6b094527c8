import { Email, FORM_TEXTS } from '@signet/contract';
import { config, z } from 'zod/mini';

/**
 * The text of a check that has none of its own (§5), as a catalog key, so the form shows it in
 * the visitor's language (FormTextField translates keys): an empty entry is required, one over
 * its limit too long, anything else to be checked. `zod/mini` ships no messages of its own.
 */
export function formIssueKey(issue: { code?: string; minimum?: unknown; input?: unknown }): string {
  if (issue.code === 'too_small' && Number(issue.minimum) <= 1) return FORM_TEXTS.required.key;
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null))
    return FORM_TEXTS.required.key;
  if (issue.code === 'too_big') return 'form.too_long';
  return 'form.invalid';
}
config({ localeError: formIssueKey });

// Zod messages are catalog keys or the contract's English form texts (§5); FormTextField
// translates either (formTextKey maps an English text to its key).
export const requiredText = z.string().check(z.trim(), z.minLength(1, FORM_TEXTS.required.key));
/** §5 e-mail: trimmed, lowercased, checked by the contract's format pattern. */
export const emailField = Email;
export const passwordField = z.string().check(z.minLength(1, FORM_TEXTS.required.key));
