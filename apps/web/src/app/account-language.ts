import i18next from 'i18next';
import { useEffect } from 'react';
import { attribute, useRefreshUser } from '../features/session/index.ts';
import { accountEndpoints, type User } from '../lib/api/account-endpoints.ts';
import { call } from '../lib/api/api-client.ts';
import { snackbars } from '../lib/hosts/hosts.ts';
import { changeLocale, currentLocale } from '../lib/i18n/i18n.ts';
import { type Locale, toLocale } from '../lib/i18n/locales.ts';

/**
 * The signed-in account's language (§3 attribute lang) is the one the app speaks: it is applied
 * when the account loads (a new browser, the next login), and the header's language switch
 * stores its choice there, as the settings screen does. Returns that switch's handler.
 */
export function useAccountLanguage(user: User): (locale: Locale) => Promise<void> {
  const refreshUser = useRefreshUser();
  const stored = toLocale(attribute(user, 'lang'));
  useEffect(() => {
    if (stored && stored !== currentLocale()) void changeLocale(stored);
  }, [stored]);
  return async (locale) => {
    // The texts of the language just chosen, not those the page was drawn in.
    const t = i18next.getFixedT(locale);
    if (locale === stored) return;
    try {
      await call(accountEndpoints.updateUser, { body: { attributes: { lang: [locale] } } });
      await refreshUser();
      snackbars.show({ message: t('language.saved'), color: 'success' });
    } catch {
      snackbars.show({ message: t('language.save_failed'), color: 'error' });
    }
  };
}
