import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryClient } from '../app/query-client.ts';
import { MessagePage } from '../components/simple-layout.tsx';
import { endSession } from '../features/session/index.ts';
import { accountEndpoints } from '../lib/api/account-endpoints.ts';
import { call } from '../lib/api/api-client.ts';

/** POST /v1/logout, then the session ends locally whatever the answer, and /bye says goodbye. */
export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    call(accountEndpoints.logout)
      .catch(() => undefined)
      .finally(() => {
        if (cancelled) return;
        endSession();
        // The page is open to visitors too (§6), outside the signed-in scope: the cache directly.
        queryClient.clear();
        navigate('/bye', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return (
    <MessagePage
      icon={<CircularProgress aria-label={t('common.loading')} />}
      title={t('logout.title')}
    />
  );
}
