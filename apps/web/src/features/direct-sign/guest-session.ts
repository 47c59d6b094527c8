import {
  DIRECT_TOKEN_QUERY,
  type ExitUrlSettings,
  matchRoute,
  parseExitUrlSettings,
  queryValueAnyCase,
} from '@signet/contract';

/**
 * §6 "a direct-sign session gives nas": what a guest's link brought, kept in sessionStorage for
 * the tab (like the account's token, §9) so that a reload keeps the guest on their request. One
 * guest session per tab: the newest link opened wins, and its request is the "last one" of §4's
 * countdown rule.
 */
export interface GuestSession {
  requestId: string;
  /** The signer the link was made for (`userid` of §2's /{id}/{userid}). */
  signerId: string;
  token: string;
  exit: ExitUrlSettings;
  /** Skribble's `hidedownload`: no download of the signed document for this guest. */
  hideDownload: boolean;
  /**
   * The link's exit settings as it carried them (`exitURL`, …, `hidedownload`), handed on to the
   * direct calls that read them (the request, the decline, the download).
   */
  linkQuery: Readonly<Record<string, string>>;
}

/** The link's settings the server reads (the contract's DirectLinkQuery), by their own names. */
const LINK_SETTINGS = ['exitURL', 'errorURL', 'declineURL', 'redirectTimeout', 'hidedownload'];
const HIDE_DOWNLOAD_VALUES = ['true', 'false', '1', '0'];

function linkSettings(query: URLSearchParams): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const name of LINK_SETTINGS) {
    const value = queryValueAnyCase(query, name)?.trim();
    if (value === undefined || value === '' || value.length > 2048) continue;
    if (name === 'hidedownload' && !HIDE_DOWNLOAD_VALUES.includes(value.toLowerCase())) continue;
    settings[name] = name === 'hidedownload' ? value.toLowerCase() : value;
  }
  return settings;
}

export const GUEST_SESSION_KEY = 'signet-direct-sign';

const GUEST_LINK_ROUTES: ReadonlySet<string> = new Set([
  'directSign',
  'directSignPreview',
  'viewAsGuest',
]);

function isFlag(value: string | undefined): boolean {
  return value !== undefined && ['', 'true', '1', 'yes'].includes(value.trim().toLowerCase());
}

/**
 * Reads a guest link (/{id}/{userid}?token=…, /{id}/{userid}/preview or /view/{id}/{userid}).
 * Answers undefined for any other URL or a link without its token.
 */
export function guestLinkFrom(location: {
  pathname: string;
  search: string;
}): GuestSession | undefined {
  const { route, params } = matchRoute(location.pathname);
  if (!GUEST_LINK_ROUTES.has(route.id)) return undefined;
  const query = new URLSearchParams(location.search);
  // The route's own rule (a UUID request id): a path the guard shows as 404 is no guest link.
  if (route.validate && !route.validate({ params, query })) return undefined;
  const token = query.get(DIRECT_TOKEN_QUERY)?.trim();
  const { id, userid } = params;
  if (!token || !id || !userid) return undefined;
  return {
    requestId: id,
    signerId: userid,
    token,
    exit: parseExitUrlSettings(query),
    hideDownload: isFlag(queryValueAnyCase(query, 'hidedownload')),
    linkQuery: linkSettings(query),
  };
}

export function saveGuestSession(session: GuestSession): void {
  sessionStorage.setItem(GUEST_SESSION_KEY, JSON.stringify(session));
}

export function readGuestSession(): GuestSession | undefined {
  const raw = sessionStorage.getItem(GUEST_SESSION_KEY);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Partial<GuestSession>;
    if (
      typeof stored.requestId === 'string' &&
      typeof stored.signerId === 'string' &&
      typeof stored.token === 'string' &&
      typeof stored.exit === 'object' &&
      stored.exit !== null
    ) {
      return {
        requestId: stored.requestId,
        signerId: stored.signerId,
        token: stored.token,
        exit: stored.exit,
        hideDownload: stored.hideDownload === true,
        linkQuery:
          typeof stored.linkQuery === 'object' && stored.linkQuery !== null ? stored.linkQuery : {},
      };
    }
  } catch {
    // A value we did not write counts as none.
  }
  sessionStorage.removeItem(GUEST_SESSION_KEY);
  return undefined;
}

export function clearGuestSession(): void {
  sessionStorage.removeItem(GUEST_SESSION_KEY);
}

/**
 * At start: a guest link's token moves into the tab's storage and out of the address bar, so it
 * is not kept in the history, bookmarked, or sent on as a referrer. The exit settings stay in
 * the URL (they are no secret) but are read from storage from now on.
 */
export function captureGuestLink(win: Pick<Window, 'location' | 'history'> = window): void {
  const link = guestLinkFrom(win.location);
  if (!link) return;
  saveGuestSession(link);
  const url = new URL(win.location.href);
  url.searchParams.delete(DIRECT_TOKEN_QUERY);
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * The guest session that applies to a screen: on /{id}/{userid}, its preview and
 * /view/{id}/{userid} only the session of that request and signer; on the identification pages
 * (no request in the path) the tab's guest session.
 */
export function guestSessionFor(
  routeId: string,
  params: Readonly<Record<string, string | undefined>>,
): GuestSession | undefined {
  if (!isGuestRoute(routeId)) return undefined;
  const session = readGuestSession();
  if (!session) return undefined;
  if (!GUEST_LINK_ROUTES.has(routeId)) return session;
  return session.requestId === params.id && session.signerId === params.userid
    ? session
    : undefined;
}

/** §2 "Nas (direct-sign guest)" routes. */
export function isGuestRoute(routeId: string): boolean {
  return GUEST_LINK_ROUTES.has(routeId) || routeId.startsWith('directSign');
}
