import { describe, expect, it } from 'vitest';
import { absoluteHref, href } from './href.ts';
import { matchRoute } from './match-route.ts';

describe('href (the route table as the one source of links)', () => {
  it.each<[string, string]>([
    [href('login'), '/login'],
    [href('home'), '/'],
    [href('login', {}, { email: 'anna@example.ch' }), '/login?email=anna%40example.ch'],
    [href('view', { srid: 'abc' }), '/view/abc'],
    [href('viewAsGuest', { id: 'sr 1', userid: 'u/2' }), '/view/sr%201/u%2F2'],
    [href('businessSeal', { accountname: 'Acme & Co' }), '/business/seals/Acme%20%26%20Co'],
    [href('directSignPreview', { id: 'x', userid: 'y' }), '/x/y/preview'],
    [
      href('dashboard', {}, new URLSearchParams('tab=inbox&filter=toSign')),
      '/dashboard?tab=inbox&filter=toSign',
    ],
    [
      href('signup', undefined, { lang: ['de-ch', 'fr-ch'], skip: undefined }),
      '/signup?lang=de-ch&lang=fr-ch',
    ],
    [href('passwordResetNew', {}, { token: 'a+b/c=' }), '/password-reset/new?token=a%2Bb%2Fc%3D'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('an encoded id cannot add a path segment: the link matches the same route', () => {
    const link = href('sendTo', { id: '../business/profile' });
    expect(matchRoute(link).route.id).toBe('sendTo');
    expect(matchRoute(link).params.id).toBe('../business/profile');
  });

  it('a missing parameter is a programming error', () => {
    expect(() => href('view', {} as { srid: string })).toThrow(/missing parameter "srid"/);
    expect(() => href('view', { srid: '' })).toThrow(/missing parameter "srid"/);
  });

  it('the catch-all has no address', () => {
    expect(() => href('notFound', { '*': 'x' })).toThrow(/catch-all/);
  });

  it.each([
    [
      'https://signet.example',
      '/signup/confirm?token=t1',
      'https://signet.example/signup/confirm?token=t1',
    ],
    ['https://signet.example/', '/login', 'https://signet.example/login'],
    ['https://example.org/signet', '/view/abc', 'https://example.org/signet/view/abc'],
    ['http://localhost:3000', '/', 'http://localhost:3000/'],
  ])('absoluteHref(%s, %s) → %s (links in e-mails)', (base, path, url) => {
    expect(absoluteHref(base, path)).toBe(url);
  });
});

describe('href types (a wrong link fails the typecheck, not the user)', () => {
  it('requires exactly the parameters of the path', () => {
    // @ts-expect-error — /view/:srid needs srid
    expect(() => href('view')).toThrow();
    // @ts-expect-error — viewAsGuest needs userid too
    expect(() => href('viewAsGuest', { id: 'x' })).toThrow();
    // @ts-expect-error — no such route
    expect(() => href('nowhere')).toThrow();
    expect(href('directSign', { id: 'a', userid: 'b' })).toBe('/a/b');
  });
});
