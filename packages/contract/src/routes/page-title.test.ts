import { describe, expect, it } from 'vitest';
import { pageTitle, routeTitle, titleFromPath, windowTitle } from './page-title.ts';

describe('titleFromPath (§2 "last non-parameter segment … hyphens turned into spaces and words capitalised")', () => {
  it.each<[string, string | undefined]>([
    ['/signup/mail-sent', 'Mail Sent'],
    ['/profile/change-password', 'Change Password'],
    ['/business/members/signer-groups', 'Signer Groups'],
    ['/view/:srid', 'View'],
    ['/business/seals/:accountname', 'Seals'],
    ['/:id/:userid/preview', 'Preview'],
    ['/:id/:userid', undefined],
    ['/', undefined],
    ['*', undefined],
  ])('%s → %s', (path, title) => {
    expect(titleFromPath(path)).toBe(title);
  });
});

describe('pageTitle (§2 "taken from the route\'s title meta when it is a string; otherwise built")', () => {
  it.each<[string, string | undefined]>([
    ['/no/such/page', 'Page Not Found'],
    ['/dashboard', 'Dashboard'],
    ['/', 'Dashboard'],
    ['/password-reset/mail-sent', 'Mail Sent'],
    ['/profile/visual-signature', 'Visual Signature'],
    ['/business/billing/plan', 'Plan'],
    ['/cookiesblocked', 'Cookies Blocked'],
    ['/business/developers/api', 'API'],
    ['/view/abc', 'View'],
    ['/4f43614a-de50-bfe1-2df3-4c881fc7840e/u1', undefined],
  ])('%s → %s', (pathname, title) => {
    expect(pageTitle(pathname)).toBe(title);
  });

  it('a non-string title meta is not used', () => {
    expect(routeTitle({ path: '/profile/settings', title: undefined })).toBe('Settings');
    expect(routeTitle(undefined)).toBeUndefined();
  });
});

describe('windowTitle (§2 "\'{title} - {product}\', or the product name alone")', () => {
  it.each<[string | undefined, string | undefined, string]>([
    ['Page Not Found', undefined, 'Page Not Found - Signet'],
    ['Dashboard', undefined, 'Dashboard - Signet'],
    [undefined, undefined, 'Signet'],
    ['', undefined, 'Signet'],
    ['Settings', 'Acme Sign', 'Settings - Acme Sign'],
  ])('%j, %j → %s', (title, product, window) => {
    expect(windowTitle(title, product)).toBe(window);
  });

  it('an unknown path reads "Page Not Found - Signet"', () => {
    expect(windowTitle(pageTitle('/does-not-exist'))).toBe('Page Not Found - Signet');
  });
});
