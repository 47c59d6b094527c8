import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FORM_TEXTS } from '@signet/contract';
import {
  loadWebCatalog,
  loadWebNamespace,
  WEB_LANGUAGES,
  WEB_NAMESPACES,
  type WebLanguage,
} from '@signet/i18n';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const srcDir = path.resolve(import.meta.dirname, '../..');
const source = sourceFiles(srcDir)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const literals = new Set([
  ...[...source.matchAll(/['"`]([a-zA-Z_][\w.]*)['"`]/g)].map((m) => m[1]!),
  // The contract's form schemas carry these; the form fields translate them (formTextKey).
  ...Object.values(FORM_TEXTS).map((entry) => entry.key),
]);
const catalogs = Object.fromEntries(
  await Promise.all(
    WEB_LANGUAGES.map(async (l) => [l, flatten((await loadWebCatalog(l)) as Tree)] as const),
  ),
) as Record<WebLanguage, Map<string, string>>;
const reference = catalogs['en-gb'];
const namespaces: Record<string, Record<WebLanguage, Map<string, string>>> = Object.fromEntries(
  await Promise.all(
    WEB_NAMESPACES.map(
      async (ns) =>
        [
          ns,
          Object.fromEntries(
            await Promise.all(
              WEB_LANGUAGES.map(
                async (l) => [l, flatten((await loadWebNamespace(ns, l)) as Tree)] as const,
              ),
            ),
          ) as Record<WebLanguage, Map<string, string>>,
        ] as const,
    ),
  ),
);
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[0]).sort();

describe('web catalogs', () => {
  it.each(WEB_LANGUAGES.filter((l) => l !== 'en-gb'))(
    '%s has exactly the keys of en-gb',
    (locale) => {
      const catalog = catalogs[locale];
      expect([...catalog.keys()].filter((k) => !reference.has(k))).toEqual([]);
      expect([...reference.keys()].filter((k) => !catalog.has(k))).toEqual([]);
    },
  );

  it.each(WEB_LANGUAGES)('%s has no empty text and keeps every placeholder and tag', (locale) => {
    const catalog = catalogs[locale];
    for (const [key, text] of catalog) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it('every key is used in the code', () => {
    expect([...reference.keys()].filter((key) => !literals.has(key))).toEqual([]);
  });

  it('every key the code asks for exists in the core catalog or a namespace', () => {
    const asked = [
      ...source.matchAll(/\bt\(\s*'([^'$]+)'/g),
      ...source.matchAll(/i18nKey="([^"]+)"/g),
    ].map((m) => m[1]!);
    expect(asked.length).toBeGreaterThan(50);
    const exists = (key: string) => {
      const [ns, bare] = key.includes(':') ? key.split(':', 2) : [undefined, key];
      if (ns) return namespaces[ns]?.['en-gb'].has(bare!) ?? false;
      return reference.has(key) || Object.values(namespaces).some((c) => c['en-gb'].has(key));
    };
    expect(asked.filter((key) => !exists(key))).toEqual([]);
  });
});

describe.each(WEB_NAMESPACES)('web namespace %s', (ns) => {
  const byLanguage = namespaces[ns]!;
  const nsReference = byLanguage['en-gb'];

  it.each(WEB_LANGUAGES.filter((l) => l !== 'en-gb'))('%s has exactly the keys of en-gb', (l) => {
    const catalog = byLanguage[l];
    expect([...catalog.keys()].filter((k) => !nsReference.has(k))).toEqual([]);
    expect([...nsReference.keys()].filter((k) => !catalog.has(k))).toEqual([]);
  });

  it.each(WEB_LANGUAGES)('%s has no empty text and keeps every placeholder and tag', (l) => {
    for (const [key, text] of byLanguage[l]) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(nsReference.get(key) ?? ''));
    }
  });

  it('every key is used in the code', () => {
    expect([...nsReference.keys()].filter((key) => !literals.has(key))).toEqual([]);
  });
});
