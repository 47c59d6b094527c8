import { MAINTENANCE_POLL } from './constants.ts';

/** §3 "Maintenance notice: url, isBlocking". */
export interface MaintenanceNoticeState {
  url: string;
  isBlocking: boolean;
}

/**
 * §4 "Internal staff (by email domain) get an internal cookie that bypasses the blocking page."
 * The domain is the part after the last `@`, compared without letter case; a subdomain of an
 * internal domain does not count (staff addresses are on the listed domains themselves).
 */
export function isInternalStaffEmail(
  email: string | null | undefined,
  internalDomains: readonly string[],
): boolean {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 1) return false;
  const domain = email.slice(at + 1).toLowerCase();
  return internalDomains.some((d) => d.trim().toLowerCase().replace(/^@/, '') === domain);
}

/**
 * §4 "non-blocking shows the top bar; blocking redirects to /maintenance" — unless the visitor
 * carries the internal bypass cookie.
 */
export function maintenanceAction(
  notice: MaintenanceNoticeState | null | undefined,
  hasBypass: boolean,
): 'none' | 'banner' | 'redirect' {
  if (!notice) return 'none';
  if (!notice.isBlocking) return 'banner';
  return hasBypass ? 'none' : 'redirect';
}

/**
 * §9 "Maintenance polled every 60 s; 5 consecutive failures are reported." Counts consecutive
 * failures; `report` is true once, on the poll that reaches the fifth.
 */
export function nextMaintenancePoll(
  consecutiveFailures: number,
  succeeded: boolean,
): { consecutiveFailures: number; report: boolean } {
  if (succeeded) return { consecutiveFailures: 0, report: false };
  const failures = consecutiveFailures + 1;
  return {
    consecutiveFailures: failures,
    report: failures === MAINTENANCE_POLL.failuresBeforeReport,
  };
}
