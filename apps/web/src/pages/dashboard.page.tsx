import Stack from '@mui/material/Stack';
import { normalizeDashboardQuery } from '@signet/contract';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppButton } from '../components/app-button.tsx';
import { UploadIcon } from '../components/icons.tsx';
import {
  type DashboardSelection,
  DashboardView,
  readDashboardChoice,
  saveDashboardChoice,
} from '../features/dashboard/index.ts';
import {
  AutoDeletionButton,
  pageFromSearch,
  RequestTable,
  requestListQuery,
} from '../features/requests/index.ts';
import { useRefreshUser, useUser } from '../features/session/index.ts';
import { DashboardEmptyView } from './dashboard-empty.tsx';

export default function DashboardPage() {
  const { t } = useTranslation('requests');
  const user = useUser().data;
  const refreshUser = useRefreshUser();
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
  const page = pageFromSearch(search);
  const change = (next: DashboardSelection) => {
    const params = new URLSearchParams(search);
    params.set('tab', next.tab);
    // Another view starts on its first page.
    params.delete('page');
    if (next.filter) params.set('filter', next.filter);
    else params.delete('filter');
    const chosen = normalizeDashboardQuery(params, readDashboardChoice(localStorage));
    // Remembered at the click, not only once the new view has rendered: a reload or a link
    // followed at once must already find it.
    saveDashboardChoice(localStorage, chosen.remember);
    setSearch(chosen.search);
  };
  const changePage = useCallback(
    (next: number) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (next > 1) params.set('page', String(next));
        else params.delete('page');
        return params;
      }),
    [setSearch],
  );
  const query = user
    ? requestListQuery({ tab: view.tab, filter: view.filter, page }, user.email)
    : undefined;
  return (
    <DashboardView
      view={view}
      onChange={change}
      actions={
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {user && <AutoDeletionButton retention={user.retention} onChanged={refreshUser} />}
          <AppButton to="/upload" startIcon={<UploadIcon />}>
            {t('actions.upload')}
          </AppButton>
        </Stack>
      }
    >
      {query && user && (
        <RequestTable
          query={query}
          accountEmail={user.email}
          page={page}
          onPageChange={changePage}
          empty={<DashboardEmptyView view={view} user={user} />}
        />
      )}
    </DashboardView>
  );
}
