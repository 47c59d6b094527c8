/**
 * §5 "Generic form texts": the English text (used in API error messages) and the catalog key the
 * web app translates (packages/i18n).
 */
export const FORM_TEXTS = {
  required: { key: 'form.required', text: 'This field is required' },
  invalidEmail: { key: 'form.invalid_email', text: 'Please enter a valid email' },
  invalidPhone: { key: 'form.invalid_phone', text: 'Please enter a valid phone number' },
} as const;
export type FormTextName = keyof typeof FORM_TEXTS;

/** The catalog key for an English form text, so a form can translate a zod message it received. */
export function formTextKey(text: string): string | undefined {
  return Object.values(FORM_TEXTS).find((entry) => entry.text === text)?.key;
}
