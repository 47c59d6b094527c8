import type { DashboardChoice } from '@signet/contract';

/** §2: the last chosen dashboard tab and filter, remembered in this browser. */
const STORAGE_KEY = 'signet-dashboard';

export function readDashboardChoice(storage: Storage): DashboardChoice {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return {
      tab: typeof value.tab === 'string' ? (value.tab as DashboardChoice['tab']) : undefined,
      filter:
        typeof value.filter === 'string' ? (value.filter as DashboardChoice['filter']) : undefined,
    };
  } catch {
    return {};
  }
}

export function saveDashboardChoice(storage: Storage, choice: Required<DashboardChoice>): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(choice));
}
