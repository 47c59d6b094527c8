import { normalizeDashboardQuery } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { readDashboardChoice, saveDashboardChoice } from './dashboard-choice.ts';

describe('remembered dashboard choice (§2)', () => {
  it('is empty at first and survives a round trip', () => {
    expect(readDashboardChoice(localStorage)).toEqual({});
    saveDashboardChoice(localStorage, { tab: 'drafts', filter: 'pending' });
    expect(readDashboardChoice(localStorage)).toEqual({ tab: 'drafts', filter: 'pending' });
  });

  it('feeds the URL rule: a bare /dashboard opens the last choice', () => {
    saveDashboardChoice(localStorage, { tab: 'inbox', filter: 'completed' });
    const view = normalizeDashboardQuery(
      new URLSearchParams(''),
      readDashboardChoice(localStorage),
    );
    expect(view.search).toBe('tab=inbox&filter=completed');
    expect(view.rewrite).toBe(true);
  });

  it('ignores a stored value it did not write', () => {
    localStorage.setItem('signet-dashboard', '{not json');
    expect(readDashboardChoice(localStorage)).toEqual({});
  });
});
