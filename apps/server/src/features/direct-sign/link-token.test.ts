import { randomBytes } from 'node:crypto';
import { DirectToken } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { mintLinkToken, readLinkToken } from './link-token.ts';

const key = randomBytes(32);
const claims = {
  linkId: '0b6f3c2e-9d1a-4b7e-8a55-3f1e2d4c5b6a',
  expiresAt: new Date('2027-01-01T00:00:00Z'),
};

describe('direct-sign link tokens', () => {
  it('reads back what was minted, in the shape the contract takes', () => {
    const token = mintLinkToken(key, claims);
    expect(DirectToken.safeParse(token).success).toBe(true);
    expect(readLinkToken(key, token)).toEqual(claims);
  });

  it('gives a new secret each time', () => {
    expect(mintLinkToken(key, claims)).not.toBe(mintLinkToken(key, claims));
  });

  it.each([
    ['another key', (t: string) => t, randomBytes(32)],
    [
      'a changed expiry',
      (t: string) =>
        t.replace(
          /\.([a-z0-9]+)\./,
          (_, e: string) => `.${(Number.parseInt(e, 36) + 86400).toString(36)}.`,
        ),
      key,
    ],
    ['a changed link id', (t: string) => `1${t.slice(1)}`, key],
    [
      'a changed secret',
      (t: string) => {
        const p = t.split('.');
        p[2] = `${p[2]!.slice(0, -1)}${p[2]!.endsWith('A') ? 'B' : 'A'}`;
        return p.join('.');
      },
      key,
    ],
    ['a cut MAC', (t: string) => t.slice(0, -2), key],
    ['three parts', (t: string) => t.split('.').slice(0, 3).join('.'), key],
    ['other characters', (t: string) => `${t}=`, key],
  ] as const)('refuses %s', (_, change, readKey) => {
    expect(readLinkToken(readKey, change(mintLinkToken(key, claims)))).toBeUndefined();
  });
});
