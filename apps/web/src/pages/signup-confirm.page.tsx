import CircularProgress from '@mui/material/CircularProgress';
import { href, safeRememberedUrl } from '@signet/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { queryClient } from '../app/query-client.ts';
import { MessagePage } from '../components/simple-layout.tsx';
import { confirmationKeys, confirmToken } from '../features/auth/index.ts';
import { AesForBusinessConfirmed } from '../features/business/index.ts';

/**
 * The link of the sign-up e-mail lands here; a valid token continues to /signup/steps (or, for a
 * business sign-up, /business/signup/steps). The link of AES for business lands here too: the
 * check confirms it, and the representative (who may have no account) is told so.
 */
export default function SignupConfirmPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const token = query.get('token') ?? '';
  // A signed-out page: no provider above it (ADR 0218), so the query names the app's cache.
  const check = useQuery(
    {
      queryKey: confirmationKeys.signup(token),
      queryFn: () => confirmToken(token),
      enabled: token !== '',
      retry: false,
    },
    queryClient,
  );
  const flow = check.data?.flow;
  useEffect(() => {
    if (!check.isSuccess || flow === 'aes_for_business') return;
    const email = check.data?.email ?? '';
    // ADR 0261: an invitee's link names the request to land on once the account exists.
    const onward = safeRememberedUrl(query.get('next'));
    const next = new URLSearchParams({
      token,
      ...(email ? { email } : {}),
      ...(onward ? { next: onward } : {}),
    });
    const steps = flow === 'business_signup' ? href('businessSignupSteps') : '/signup/steps';
    navigate(`${steps}?${next}`, { replace: true });
  }, [check.isSuccess, check.data, flow, navigate, token, query]);
  if (!token || check.isError) return <Navigate to="/expired" replace />;
  if (flow === 'aes_for_business') return <AesForBusinessConfirmed />;
  return (
    <MessagePage
      icon={<CircularProgress aria-label={t('common.loading')} />}
      title={t('signup.confirm.title')}
    >
      {t('signup.confirm.text')}
    </MessagePage>
  );
}
