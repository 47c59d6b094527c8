import { TAN_FORMAT, TAN_LENGTH } from '@signet/contract';

/** What the field keeps of what was typed or pasted: digits only, at most 6 ("123 456" → "123456"). */
export function normaliseTan(input: string): string {
  return input.replace(/\D/g, '').slice(0, TAN_LENGTH);
}

/** The contract's format, which the server's schema checks too. */
export function isTanFormat(tan: string): boolean {
  return TAN_FORMAT.test(tan);
}
