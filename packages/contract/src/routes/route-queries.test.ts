import { describe, expect, it } from 'vitest';
import { safeRememberedUrl, shouldRememberUrl } from './remember-url.ts';
import { businessSignupUcc, inviteSkipUpload, loginEmailFromQuery } from './route-queries.ts';

describe('loginEmailFromQuery (§2 "kept (lowercased) only if it is a valid email")', () => {
  it.each<[string, string | undefined]>([
    ['email=Anna.Muster%40Example.CH', 'anna.muster@example.ch'],
    ['email=anna@example.ch', 'anna@example.ch'],
    ['email=%20anna%40example.ch%20', 'anna@example.ch'],
    ['email=anna', undefined],
    ['email=anna%40example', undefined],
    ['email=', undefined],
    ['', undefined],
    ['email=%3Cscript%3E%40x.ch', undefined],
  ])('?%s → %s', (search, email) => {
    expect(loginEmailFromQuery(new URLSearchParams(search))).toBe(email);
  });
});

describe('businessSignupUcc (§2 "stores its query parameter ucc in local storage")', () => {
  it.each<[string, string | undefined]>([
    ['ucc=AbC-123_x', 'AbC-123_x'],
    ['ucc=%20abc%20', 'abc'],
    ['ucc=', undefined],
    ['', undefined],
    ['ucc=a%20b', undefined],
    ['ucc=%3Cimg%3E', undefined],
    [`ucc=${'a'.repeat(65)}`, undefined],
    [`ucc=${'a'.repeat(64)}`, 'a'.repeat(64)],
  ])('?%s → %s', (search, ucc) => {
    expect(businessSignupUcc(new URLSearchParams(search))).toBe(ucc);
  });
});

describe('inviteSkipUpload (§2 "When arriving from the upload route, a skip-upload flag is set")', () => {
  it.each([
    ['upload', true],
    ['dashboard', false],
    [undefined, false],
  ])('from %s → %s', (previous, skip) => {
    expect(inviteSkipUpload(previous)).toBe(skip);
  });
});

describe('shouldRememberUrl (§8 401: "the current URL is stored for redirect (except on login and logout pages)")', () => {
  it.each([
    ['/dashboard?tab=drafts', true],
    ['/business/members', true],
    ['/no/such/page', true],
    ['/login', false],
    ['/login?email=a@b.ch', false],
    ['/logout', false],
    ['/logout/', false],
  ])('%s → %s', (url, remembered) => {
    expect(shouldRememberUrl(url)).toBe(remembered);
  });
});

describe('safeRememberedUrl (§6 "After login the remembered URL is restored" — within this product only)', () => {
  it.each<[string | undefined, string | undefined]>([
    ['/dashboard?tab=drafts#x', '/dashboard?tab=drafts#x'],
    ['/view/abc', '/view/abc'],
    ['/', '/'],
    ['//evil.example/path', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    ['javascript:alert(1)', undefined],
    ['dashboard', undefined],
    ['/\tevil', undefined],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (url, safe) => {
    expect(safeRememberedUrl(url)).toBe(safe);
  });
});
