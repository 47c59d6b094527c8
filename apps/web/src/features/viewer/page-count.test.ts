import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import { pageCount } from './document-list.tsx';

describe('a document’s length', () => {
  beforeAll(async () => {
    await setupI18n('en-gb');
    await i18next.loadNamespaces('viewer');
  });

  it('says "1 page" for one page and "n pages" otherwise', () => {
    const t = i18next.getFixedT('en-gb', 'viewer');
    expect([1, 2, 14].map((n) => pageCount(t, n))).toEqual(['1 page', '2 pages', '14 pages']);
  });
});
