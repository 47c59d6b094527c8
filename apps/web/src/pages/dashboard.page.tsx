import { normalizeDashboardQuery } from '@signet/contract';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readDashboardChoice,
  saveDashboardChoice,
} from '../features/dashboard/dashboard-choice.ts';
import { type DashboardSelection, DashboardView } from '../features/dashboard/dashboard-view.tsx';

export default function DashboardPage() {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(
    () => normalizeDashboardQuery(search, readDashboardChoice(localStorage)),
    [search],
  );
  // §2: the last choice is remembered and the URL rewritten to include it.
  useEffect(() => {
    saveDashboardChoice(localStorage, view.remember);
    if (view.rewrite) setSearch(view.search, { replace: true });
  }, [view, setSearch]);
  const change = (next: DashboardSelection) => {
    const params = new URLSearchParams(search);
    params.set('tab', next.tab);
    if (next.filter) params.set('filter', next.filter);
    else params.delete('filter');
    setSearch(normalizeDashboardQuery(params, readDashboardChoice(localStorage)).search);
  };
  return <DashboardView view={view} onChange={change} />;
}
