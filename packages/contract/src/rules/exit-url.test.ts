import { describe, expect, it } from 'vitest';
import {
  type ExitUrlSettings,
  parseExitUrlSettings,
  parseRedirectTimeout,
  safeExitUrl,
  shouldStartExitCountdown,
} from './exit-url.ts';

describe('safeExitUrl (§5 "must be http or https, otherwise ignored")', () => {
  it.each([
    ['https://example.com/done', 'https://example.com/done'],
    ['http://example.com/done?x=1', 'http://example.com/done?x=1'],
    ['HTTPS://Example.com', 'https://example.com/'],
    [' https://example.com/a ', 'https://example.com/a'],
  ])('keeps %j as %s', (input, output) => {
    expect(safeExitUrl(input)).toBe(output);
  });

  it.each([
    ['javascript: URL', 'javascript:alert(1)'],
    ['javascript hidden by a tab', 'java\tscript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['ftp', 'ftp://example.com/file'],
    ['mailto', 'mailto:a@example.com'],
    ['relative path', '/dashboard'],
    ['protocol-relative', '//evil.example'],
    ['not a URL', 'example.com'],
    ['empty', ''],
    ['absent', undefined],
  ])('ignores %s', (_case, input) => {
    expect(safeExitUrl(input)).toBeUndefined();
  });
});

describe('parseRedirectTimeout (§5/§9 "0 means immediate; otherwise clamped to 10 to 90 seconds, default 45; non-numeric ignored")', () => {
  it.each<[string | undefined, number]>([
    ['0', 0],
    ['0.0', 0],
    ['30', 30],
    ['10', 10],
    ['90', 90],
    ['5', 10],
    ['1', 10],
    ['-5', 10],
    ['91', 90],
    ['1000', 90],
    ['12.6', 13],
    [' 20 ', 20],
    [undefined, 45],
    ['', 45],
    ['abc', 45],
    ['30s', 45],
    ['Infinity', 45],
    ['1e3', 45],
  ])('%j → %i s', (input, seconds) => {
    expect(parseRedirectTimeout(input)).toBe(seconds);
  });
});

describe('parseExitUrlSettings (§3 Exit URL settings; §5 "Error and decline URLs default to the exit URL")', () => {
  const exit = 'https://shop.example/done';
  it.each<[string, string, ExitUrlSettings]>([
    [
      'nothing given',
      '',
      {
        exitUrl: undefined,
        errorUrl: undefined,
        declineUrl: undefined,
        timeout: 45,
        shouldDeclineRedirect: false,
      },
    ],
    [
      'exit only: error and decline default to it',
      `exitURL=${encodeURIComponent(exit)}`,
      { exitUrl: exit, errorUrl: exit, declineUrl: exit, timeout: 45, shouldDeclineRedirect: true },
    ],
    [
      'all three and a timeout',
      `exitURL=${encodeURIComponent(exit)}&errorURL=https://shop.example/error&declineURL=https://shop.example/no&redirectTimeout=0`,
      {
        exitUrl: exit,
        errorUrl: 'https://shop.example/error',
        declineUrl: 'https://shop.example/no',
        timeout: 0,
        shouldDeclineRedirect: true,
      },
    ],
    [
      'an unsafe error URL is ignored and falls back to the exit URL',
      `exitURL=${encodeURIComponent(exit)}&errorURL=javascript:alert(1)`,
      { exitUrl: exit, errorUrl: exit, declineUrl: exit, timeout: 45, shouldDeclineRedirect: true },
    ],
    [
      'an unsafe exit URL is ignored; the decline URL stands alone',
      'exitURL=javascript:alert(1)&declineURL=https://shop.example/no&redirectTimeout=abc',
      {
        exitUrl: undefined,
        errorUrl: undefined,
        declineUrl: 'https://shop.example/no',
        timeout: 45,
        shouldDeclineRedirect: true,
      },
    ],
    [
      'parameter names in any letter case',
      `exiturl=${encodeURIComponent(exit)}&REDIRECTTIMEOUT=200`,
      { exitUrl: exit, errorUrl: exit, declineUrl: exit, timeout: 90, shouldDeclineRedirect: true },
    ],
  ])('%s', (_case, search, settings) => {
    expect(parseExitUrlSettings(new URLSearchParams(search))).toEqual(settings);
  });

  it('reads a parsed query object as the server has it', () => {
    expect(
      parseExitUrlSettings({ exitURL: [exit, 'https://other.example'], redirectTimeout: '15' }),
    ).toMatchObject({
      exitUrl: exit,
      timeout: 15,
    });
  });
});

describe('shouldStartExitCountdown (§4 "a countdown starts only for a single request matching the last one")', () => {
  const exitUrl = 'https://shop.example/done';
  it.each<[string, string[], string | undefined, string | undefined, boolean]>([
    ['single request matching the last one', ['sr1'], 'sr1', exitUrl, true],
    ['single request not the last one', ['sr1'], 'sr2', exitUrl, false],
    ['several requests signed at once', ['sr1', 'sr2'], 'sr1', exitUrl, false],
    ['nothing signed', [], 'sr1', exitUrl, false],
    ['no exit URL to leave to', ['sr1'], 'sr1', undefined, false],
  ])('%s → %s', (_case, signedRequestIds, lastRequestId, url, starts) => {
    expect(shouldStartExitCountdown({ signedRequestIds, lastRequestId, exitUrl: url })).toBe(
      starts,
    );
  });
});
