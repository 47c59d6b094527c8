import { Email, MAX_MEMBERS_PER_CALL } from '@signet/contract';
import { safeParse } from 'zod/mini';

export interface ParsedAddresses {
  /** Valid addresses as the contract's Email makes them (trimmed, lower-cased), each once. */
  valid: string[];
  /** What was typed and is no address, as typed. */
  invalid: string[];
  /** More addresses than one call may invite (§7 POST …/members). */
  tooMany: boolean;
}

/**
 * The add-member field: one or many addresses separated by commas, semicolons, spaces or new
 * lines. Entries pasted from a mail client ("Anna Muster <anna@example.com>") count as the address
 * in the angle brackets.
 */
export function parseAddresses(text: string): ParsedAddresses {
  const valid: string[] = [];
  const invalid: string[] = [];
  const bare = text.replace(/[^,;\n<>]*<([^<>]*)>/g, ' $1 ');
  for (const entry of bare.split(/[\s,;]+/)) {
    if (!entry) continue;
    const parsed = safeParse(Email, entry);
    if (!parsed.success) invalid.push(entry);
    else if (!valid.includes(parsed.data)) valid.push(parsed.data);
  }
  return { valid, invalid, tooMany: valid.length > MAX_MEMBERS_PER_CALL };
}
