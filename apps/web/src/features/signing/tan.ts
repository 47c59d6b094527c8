import { TAN_LENGTH } from '@signet/contract';

export { TAN_LENGTH };

/** What the field keeps of what was typed or pasted: digits only, at most 6 ("123 456" → "123456"). */
export function normaliseTan(input: string): string {
  return input.replace(/\D/g, '').slice(0, TAN_LENGTH);
}

export function isTanFormat(tan: string): boolean {
  return new RegExp(`^\\d{${TAN_LENGTH}}$`).test(tan);
}
