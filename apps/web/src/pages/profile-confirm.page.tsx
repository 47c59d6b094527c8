import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { confirmationKeys, confirmToken } from '../features/auth/index.ts';
import { useRefreshUser } from '../features/session/index.ts';
import { snackbars } from '../lib/hosts/hosts.ts';

/** A signed-in account confirms its e-mail address with the token of the link it received. */
export default function ProfileConfirmPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const refresh = useRefreshUser();
  const token = query.get('token') ?? '';
  const check = useQuery({
    queryKey: confirmationKeys.profile(token),
    queryFn: () => confirmToken(token),
    enabled: token !== '',
    retry: false,
  });
  useEffect(() => {
    if (!check.isSuccess) return;
    void refresh();
    snackbars.show({ message: t('profile.confirmed'), color: 'success' });
    navigate('/profile', { replace: true });
  }, [check.isSuccess, navigate, refresh, t]);
  if (!token || check.isError) return <Navigate to="/expired" replace />;
  return (
    <Paper elevation={0} sx={{ p: 10, textAlign: 'center', border: 1, borderColor: 'divider' }}>
      <CircularProgress sx={{ mb: 4 }} aria-label={t('common.loading')} />
      <Typography>{t('profile.confirming')}</Typography>
    </Paper>
  );
}
