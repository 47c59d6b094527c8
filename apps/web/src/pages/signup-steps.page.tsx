import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { loginEmailFromQuery, safeRememberedUrl } from '@signet/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { queryClient } from '../app/query-client.ts';
import { FormBox } from '../components/form-box.tsx';
import { confirmationKeys, confirmToken, SignupStepsForm } from '../features/auth/index.ts';
import { InvitationSignupNotice } from '../features/business/index.ts';

/**
 * §2 /signup/steps: reached from /signup/confirm (with the confirmed address), or straight from a
 * business invitation's mail (flow business_invite: the token alone); the account made there
 * joins the inviting business.
 */
export default function SignupStepsPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const token = query.get('token');
  const email = loginEmailFromQuery(query);
  // Without the address in the link, the token's check tells it, and what the link is for.
  const check = useQuery(
    {
      queryKey: confirmationKeys.signup(token ?? ''),
      queryFn: () => confirmToken(token ?? ''),
      enabled: token !== null && email === undefined,
      retry: false,
    },
    queryClient,
  );
  // Without the token of the confirmation e-mail there is nothing to complete.
  if (!token) return <Navigate to="/signup" replace />;
  if (!email && check.isError) return <Navigate to="/expired" replace />;
  if (!email && check.isPending) {
    return (
      <FormBox title={t('signup.steps.title')}>
        <CircularProgress aria-label={t('common.loading')} />
      </FormBox>
    );
  }
  const shownEmail = email ?? check.data?.email ?? '';
  const invitation = check.data?.flow === 'business_invite';
  return (
    <FormBox
      title={t('signup.steps.title')}
      subtitle={
        shownEmail
          ? t('signup.steps.subtitle_for', { email: shownEmail })
          : t('signup.steps.subtitle')
      }
    >
      <Stack spacing={5}>
        {invitation && <InvitationSignupNotice />}
        <SignupStepsForm
          token={token}
          // ADR 0261: an invitee goes on to the request they were asked to sign.
          onRegistered={() =>
            navigate(safeRememberedUrl(query.get('next')) ?? '/welcome', { replace: true })
          }
        />
      </Stack>
    </FormBox>
  );
}
