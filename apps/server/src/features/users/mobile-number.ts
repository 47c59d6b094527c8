import { AppError } from '@signet/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Issue 13: a mobile number for TANs is read as the digits it describes, with separators anywhere,
 * and kept in E.164 ("+41791234567") for storage and SMS. A number without its country code is
 * read as Swiss (§9: Signet's home). A fixed-line number cannot receive the TAN's SMS.
 */
export function normaliseMobile(value: string, field: string): string {
  const parsed = parsePhoneNumberFromString(value.trim(), 'CH');
  const problem = !parsed?.isValid()
    ? 'Not a valid phone number; include the country code, such as +41 79 123 45 67'
    : parsed.getType() === 'FIXED_LINE'
      ? 'This is a landline number; TANs need a mobile number'
      : undefined;
  if (problem || !parsed) {
    throw new AppError('VALIDATION_FAILED', 'The mobile number is not valid', {
      fields: [{ field, message: problem ?? 'Not a valid phone number' }],
    });
  }
  return parsed.number;
}
