/**
 * §4: blocking maintenance sends visitors to /maintenance. Internal staff bypass it with a cookie
 * the server sets at login (HttpOnly, so scripts cannot forge or read it); for them the server
 * answers `isBlocking: false`. The login page therefore stays reachable during maintenance, or
 * staff could never get the cookie.
 */
const REACHABLE_DURING_MAINTENANCE = ['/maintenance', '/login'];

export function isBlockedByMaintenance(
  notice: { isBlocking: boolean } | null | undefined,
  pathname: string,
): boolean {
  return Boolean(notice?.isBlocking) && !REACHABLE_DURING_MAINTENANCE.includes(pathname);
}
