import { enGb, isWebNamespace, loadWebCatalog, loadWebNamespace } from '@signet/i18n';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bcp47, DEFAULT_LOCALE, LOCALES, type Locale, toLocale } from './locales.ts';

const LANGUAGE_KEY = 'signet-language';

/** The language to start with: the stored choice, else the browser's, else en-gb (§9). */
export function initialLocale(): Locale {
  const stored = toLocale(localStorage.getItem(LANGUAGE_KEY));
  if (stored) return stored;
  for (const tag of navigator.languages ?? []) {
    const lower = tag.toLowerCase();
    const match = LOCALES.find((l) => l === lower || l.split('-')[0] === lower.split('-')[0]);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

async function ensureCatalog(locale: Locale): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'translation')) return;
  i18next.addResourceBundle(locale, 'translation', await loadWebCatalog(locale));
}

/**
 * Fetches what is not bundled: the core catalog of a language other than en-gb and every feature
 * namespace, the first time a screen asks for it (`useTranslation('requests')` suspends until then).
 */
const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const locale = toLocale(language);
    if (!locale) return callback(new Error(`Unsupported language ${language}`), false);
    const load =
      namespace === 'translation'
        ? loadWebCatalog(locale)
        : isWebNamespace(namespace)
          ? loadWebNamespace(namespace, locale)
          : Promise.reject(new Error(`Unknown namespace ${namespace}`));
    load.then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};

export async function setupI18n(locale: Locale = initialLocale()): Promise<typeof i18next> {
  await i18next
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      // en-gb is bundled (the fallback); the visitor's language is fetched before the first render.
      resources: { [DEFAULT_LOCALE]: { translation: enGb } },
      partialBundledLanguages: true,
      ns: ['translation'],
      defaultNS: 'translation',
      lng: DEFAULT_LOCALE,
      // §9: the fallback is set outside development only, so a missing key shows up while developing.
      fallbackLng: import.meta.env.DEV ? false : DEFAULT_LOCALE,
      lowerCaseLng: true,
      supportedLngs: [...LOCALES],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  if (locale !== DEFAULT_LOCALE) await changeLocale(locale, { remember: false });
  document.documentElement.lang = bcp47(locale);
  return i18next;
}

export async function changeLocale(locale: Locale, options = { remember: true }): Promise<void> {
  await ensureCatalog(locale);
  if (options.remember) localStorage.setItem(LANGUAGE_KEY, locale);
  document.documentElement.lang = bcp47(locale);
  await i18next.changeLanguage(locale);
}

/** Whether the visitor picked a language themselves (it then wins over any other hint). */
export function hasChosenLocale(): boolean {
  return toLocale(localStorage.getItem(LANGUAGE_KEY)) !== null;
}

export function currentLocale(): Locale {
  return toLocale(i18next.language) ?? DEFAULT_LOCALE;
}
