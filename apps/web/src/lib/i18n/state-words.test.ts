import {
  loadWebCatalog,
  loadWebNamespace,
  WEB_LANGUAGES,
  WEB_NAMESPACES,
  type WebLanguage,
} from '@signet/i18n';
import { beforeAll, describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/** Every text of one language, keyed `namespace:key` (`core:` for the core catalog). */
async function textsOf(language: WebLanguage): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const add = (namespace: string, tree: Tree, prefix = '') => {
    for (const [key, value] of Object.entries(tree)) {
      const full = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.set(`${namespace}:${full}`, value);
      else add(namespace, value, full);
    }
  };
  add('core', (await loadWebCatalog(language)) as Tree);
  for (const namespace of WEB_NAMESPACES)
    add(namespace, (await loadWebNamespace(namespace, language)) as Tree);
  return out;
}

/**
 * One state, one word (issue: "'Unterschrieben' on the dashboard and 'Signiert' in the viewer
 * describe the same state"). `labels` are texts that are nothing but the state's name: each
 * language gives them all the same word, up to number and gender. `mentions` are longer texts
 * that name the state: they carry that word.
 */
const STATES: Record<string, { labels: string[]; mentions?: string[] }> = {
  draft: {
    labels: ['requests:status.DRAFT', 'viewer:status.DRAFT', 'core:dashboard.tab.drafts'],
    mentions: ['core:dashboard.empty.drafts.title'],
  },
  open: { labels: ['requests:status.OPEN', 'viewer:status.OPEN'] },
  signed: {
    labels: [
      // The request signed by everyone: its status, the dashboard filter, the statistics.
      'requests:status.SIGNED',
      'viewer:status.SIGNED',
      'core:dashboard.filter.completed',
      'members:charts.requests.completed',
      // One signer's signature, in the side panel, in the viewer and on the guest's screens.
      'requests:signer_status.SIGNED',
      'viewer:signer_status.SIGNED',
      'direct:success.title',
    ],
    mentions: [
      'core:dashboard.empty.completed.title',
      'core:settings.notifications.important_hint',
      'members:statistics.requests_completed',
      'members:charts.requests.summary',
      'signing:failure.requestClosed',
      'direct:status.ended',
      'direct:status.signed',
      'viewer:field.sticker',
      'viewer:download.signed',
      'requests:invite.group_signed_by',
      'requests:dialog.activate_auto_deletion.text',
    ],
  },
  declined: {
    labels: [
      'requests:status.DECLINED',
      'viewer:status.DECLINED',
      'requests:signer_status.DECLINED',
      'viewer:signer_status.DECLINED',
      'core:dashboard.filter.declined',
    ],
    mentions: [
      'core:dashboard.empty.declined.title',
      'core:dashboard.empty.declined.text',
      'viewer:ended.declined',
      'viewer:declined.title',
      'viewer:declined.text',
      'signing:failure.requestClosed',
      'direct:status.ended',
    ],
  },
  withdrawn: {
    labels: [
      'requests:status.WITHDRAWN',
      'viewer:status.WITHDRAWN',
      'requests:signer_status.WITHDRAWN',
      'viewer:signer_status.WITHDRAWN',
    ],
    mentions: [
      'core:dashboard.empty.declined.text',
      'signing:failure.requestClosed',
      'direct:status.ended',
      'requests:dialog.activate_auto_deletion.text',
    ],
  },
  // A signature still to be given, in the side panel and in the viewer.
  waiting: { labels: ['requests:signer_status.OPEN', 'viewer:signer_status.OPEN'] },
  failed: { labels: ['requests:signer_status.ERROR', 'viewer:signer_status.ERROR'] },
};

/** A word without the endings of number and gender, so 'Signée' and 'Signés' are one word. */
function stem(word: string, language: WebLanguage): string {
  const lower = word.toLocaleLowerCase(language);
  switch (language) {
    case 'en-gb':
      return lower.replace(/s$/, '');
    case 'de-ch':
      return fold(lower).replace(/(en|e|n)$/, '');
    case 'fr-ch':
      return lower.replace(/s$/, '').replace(/e$/, '');
    case 'it':
      return lower.replace(/[aeio]$/, '');
  }
}

/** German plurals change the vowel (Entwurf, Entwürfe). */
const fold = (text: string) => text.replaceAll('ä', 'a').replaceAll('ö', 'o').replaceAll('ü', 'u');

const stemOf = (label: string, language: WebLanguage) =>
  label
    .split(/\s+/)
    .map((word) => stem(word, language))
    .join(' ');

describe.each(WEB_LANGUAGES)('one word per state in %s', (language) => {
  let texts: Map<string, string>;
  const text = (key: string) => {
    const value = texts.get(key);
    if (value === undefined) throw new Error(`${language} has no text ${key}`);
    return value;
  };

  beforeAll(async () => {
    texts = await textsOf(language);
  });

  it.each(Object.entries(STATES))('%s: every label is the same word', (_, { labels }) => {
    const words = labels.map((key) => [key, stemOf(text(key), language)] as const);
    const first = words[0]![1];
    for (const [key, word] of words) expect(word, `${key}: ${text(key)}`).toBe(first);
  });

  it.each(Object.entries(STATES).filter(([, state]) => state.mentions))(
    '%s: the texts that name the state use its word',
    (_, { labels, mentions }) => {
      const word = stemOf(text(labels[0]!), language);
      for (const key of mentions!) {
        const value = text(key).toLocaleLowerCase(language);
        expect(language === 'de-ch' ? fold(value) : value, key).toContain(word);
      }
    },
  );

  it('no two states share a word', () => {
    const words = Object.values(STATES).map(({ labels }) => stemOf(text(labels[0]!), language));
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('German texts', () => {
  it('sign with one verb, "unterschreiben", never "signieren"', async () => {
    const texts = await textsOf('de-ch');
    const drift = [...texts].filter(([, value]) => /signier/i.test(value));
    expect(drift).toEqual([]);
  });

  it('speak of dates as Datum, not Daten (which reads as "data")', async () => {
    const texts = await textsOf('de-ch');
    expect(texts.get('core:settings.date_preview')).toMatch(/^Datumsangaben /);
    expect(texts.get('activity:filter.clear')).not.toMatch(/Daten/);
    expect(texts.get('activity:page.intro')).not.toMatch(/\bDaten\b/);
  });
});
