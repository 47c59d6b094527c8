// Catalogs of the web app, one per language (§9: en-gb, de-ch, fr-ch, it).
import { enGb, type WebCatalog } from './en-gb.ts';

export type { WebCatalog };
export { enGb };

export const WEB_LANGUAGES = ['en-gb', 'de-ch', 'fr-ch', 'it'] as const;
export type WebLanguage = (typeof WEB_LANGUAGES)[number];

/**
 * One catalog, loaded on demand: the web app bundles en-gb (the fallback) and fetches the others
 * only for visitors who use them, so each visitor downloads a single language. (A static import
 * of the others here would put every language back into the first download.)
 */
export function loadWebCatalog(language: WebLanguage): Promise<WebCatalog> {
  switch (language) {
    case 'en-gb':
      return Promise.resolve(enGb);
    case 'de-ch':
      return import('./de-ch.ts').then((m) => m.deCh);
    case 'fr-ch':
      return import('./fr-ch.ts').then((m) => m.frCh);
    case 'it':
      return import('./it.ts').then((m) => m.it);
  }
}

export * from './namespaces.ts';
