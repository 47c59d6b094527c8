import { afterEach, describe, expect, it } from 'vitest';
import {
  captureGuestLink,
  GUEST_SESSION_KEY,
  guestLinkFrom,
  guestSessionFor,
  readGuestSession,
} from './guest-session.ts';

const SR = '4f43614a-de50-bfe1-2df3-4c881fc7840e';
const SID = 'b1c2d3e4-0000-4000-8000-000000000001';

function fakeWindow(href: string) {
  const url = new URL(href);
  const replaced: string[] = [];
  return {
    win: {
      location: { pathname: url.pathname, search: url.search, href: url.href } as Location,
      history: {
        state: null,
        replaceState: (_s: unknown, _t: string, to: string) => replaced.push(to),
      } as unknown as History,
    },
    replaced,
  };
}

afterEach(() => sessionStorage.clear());

describe('guest links (§2 Nas routes, §7 token query)', () => {
  it('reads the token, the exit settings and hidedownload from /{id}/{userid}', () => {
    const link = guestLinkFrom({
      pathname: `/${SR}/${SID}`,
      search:
        '?token=abc.def&exitURL=https%3A%2F%2Fshop.example%2Fdone&redirectTimeout=5&hidedownload=true',
    });
    expect(link).toEqual({
      requestId: SR,
      signerId: SID,
      token: 'abc.def',
      exit: {
        exitUrl: 'https://shop.example/done',
        errorUrl: 'https://shop.example/done',
        declineUrl: 'https://shop.example/done',
        timeout: 10,
        shouldDeclineRedirect: true,
      },
      hideDownload: true,
      linkQuery: {
        exitURL: 'https://shop.example/done',
        redirectTimeout: '5',
        hidedownload: 'true',
      },
    });
  });

  it.each([
    ['no token', `/${SR}/${SID}`, ''],
    ['an empty token', `/${SR}/${SID}`, '?token='],
    ['a request id that is no UUID', `/hello/${SID}`, '?token=x'],
    ['an account route', `/view/${SR}`, '?token=x'],
  ])('ignores a link with %s', (_case, pathname, search) => {
    expect(guestLinkFrom({ pathname, search })).toBeUndefined();
  });

  it('moves the token out of the address bar into the tab storage', () => {
    const { win, replaced } = fakeWindow(
      `https://signet.test/view/${SR}/${SID}?token=t1&exitURL=https://a.example/#p2`,
    );
    captureGuestLink(win);
    expect(readGuestSession()?.token).toBe('t1');
    expect(replaced).toEqual([`/view/${SR}/${SID}?exitURL=https%3A%2F%2Fa.example%2F#p2`]);
  });

  it('leaves other URLs and the stored session alone', () => {
    const { win, replaced } = fakeWindow('https://signet.test/dashboard?token=t1');
    captureGuestLink(win);
    expect(readGuestSession()).toBeUndefined();
    expect(replaced).toEqual([]);
  });

  it('applies a session only to its own request and signer, and to the identification pages', () => {
    captureGuestLink(fakeWindow(`https://signet.test/${SR}/${SID}?token=t1`).win);
    expect(guestSessionFor('directSign', { id: SR, userid: SID })?.token).toBe('t1');
    expect(guestSessionFor('viewAsGuest', { id: SR, userid: SID })?.token).toBe('t1');
    expect(guestSessionFor('viewAsGuest', { id: SR, userid: 'other' })).toBeUndefined();
    expect(guestSessionFor('directSignPreview', { id: SID, userid: SID })).toBeUndefined();
    expect(guestSessionFor('directSignEidas', { method: 'self' })?.token).toBe('t1');
    expect(guestSessionFor('dashboard', {})).toBeUndefined();
  });

  it('drops a stored value it did not write', () => {
    sessionStorage.setItem(GUEST_SESSION_KEY, '{"token":1}');
    expect(readGuestSession()).toBeUndefined();
    expect(sessionStorage.getItem(GUEST_SESSION_KEY)).toBeNull();
  });
});
