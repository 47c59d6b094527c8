import { MAX_MEMBERS_PER_CALL } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { parseAddresses } from './invite-addresses.ts';

describe('parseAddresses (add member)', () => {
  it('splits on commas, semicolons, spaces and new lines, lower-cases and drops repeats', () => {
    expect(
      parseAddresses(' Anna@Example.com, ben@example.com;\ncara@example.ch  anna@example.com '),
    ).toEqual({
      valid: ['anna@example.com', 'ben@example.com', 'cara@example.ch'],
      invalid: [],
      tooMany: false,
    });
  });

  it('takes the address out of entries pasted from a mail client', () => {
    expect(parseAddresses('Anna Muster <anna@example.com>, "Ben" <ben@example.com>').valid).toEqual(
      ['anna@example.com', 'ben@example.com'],
    );
  });

  it('keeps what is no address, as typed', () => {
    expect(parseAddresses('anna@example.com, anna@, @example.com, anna').invalid).toEqual([
      'anna@',
      '@example.com',
      'anna',
    ]);
  });

  it('finds nothing in an empty field', () => {
    expect(parseAddresses(' \n , ')).toEqual({ valid: [], invalid: [], tooMany: false });
  });

  it('flags more addresses than one call may invite', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `p${i}@example.com`).join(',');
    expect(parseAddresses(many(MAX_MEMBERS_PER_CALL)).tooMany).toBe(false);
    expect(parseAddresses(many(MAX_MEMBERS_PER_CALL + 1)).tooMany).toBe(true);
  });
});
