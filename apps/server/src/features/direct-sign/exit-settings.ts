import {
  type DirectExitSettings,
  EXIT_URL_QUERY,
  parseExitUrlSettings,
  type QueryInput,
  queryValueAnyCase,
} from '@signet/contract';

/** §3/§5 as the contract's rules read the link's query; absent URLs are null in the answer. */
export function exitSettingsOf(query: QueryInput | undefined): DirectExitSettings {
  const settings = parseExitUrlSettings(query);
  return {
    exitUrl: settings.exitUrl ?? null,
    errorUrl: settings.errorUrl ?? null,
    declineUrl: settings.declineUrl ?? null,
    timeout: settings.timeout,
    shouldDeclineRedirect: settings.shouldDeclineRedirect,
  };
}

/** `hidedownload=true` (or 1) on the link. */
export function hidesDownload(query: QueryInput | undefined): boolean {
  const value = queryValueAnyCase(query, 'hidedownload')?.trim().toLowerCase();
  return value === 'true' || value === '1';
}

/**
 * The settings a new link carries over from the page the guest had open (POST
 * /v1/direct/tan/resend `url`): only what the rules accept, so a new link never carries a
 * javascript: or relative exit URL, written under the names integrations use.
 */
export function carriedExitQuery(query: QueryInput | undefined): Record<string, string> {
  if (!query) return {};
  const settings = parseExitUrlSettings(query);
  const carried: Record<string, string> = {};
  const given = (name: string) => queryValueAnyCase(query, name) !== undefined;
  if (settings.exitUrl) carried[EXIT_URL_QUERY.exitUrl] = settings.exitUrl;
  if (settings.errorUrl && given(EXIT_URL_QUERY.errorUrl)) {
    carried[EXIT_URL_QUERY.errorUrl] = settings.errorUrl;
  }
  if (settings.declineUrl && given(EXIT_URL_QUERY.declineUrl)) {
    carried[EXIT_URL_QUERY.declineUrl] = settings.declineUrl;
  }
  if (given(EXIT_URL_QUERY.timeout)) carried[EXIT_URL_QUERY.timeout] = String(settings.timeout);
  if (hidesDownload(query)) carried.hidedownload = 'true';
  return carried;
}
