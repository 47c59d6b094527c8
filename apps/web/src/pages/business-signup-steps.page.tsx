import CircularProgress from '@mui/material/CircularProgress';
import { href } from '@signet/contract';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { queryClient } from '../app/query-client.ts';
import { FormBox } from '../components/form-box.tsx';
import { confirmationKeys, confirmToken, SignupStepsForm } from '../features/auth/index.ts';
import {
  clearSignupUcc,
  readSignupUcc,
  useBusinessTranslation,
} from '../features/business/index.ts';

/**
 * §2 /business/signup/steps?token= (the business sign-up mail's link): the founder's own account
 * first (POST /v1/register with the stored referral code, then a login); the business's details
 * follow on /business/register, where the signed-in founder is taken next.
 */
export default function BusinessSignupStepsPage() {
  const { t } = useBusinessTranslation();
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
  if (!token) return <Navigate to={href('businessSignup')} replace />;
  if (check.isError) return <Navigate to={href('expired')} replace />;
  if (check.isPending) {
    return (
      <FormBox title={t('steps.title')}>
        <CircularProgress aria-label={t('common.loading')} />
      </FormBox>
    );
  }
  return (
    <FormBox title={t('steps.title')} subtitle={t('steps.subtitle', { email: check.data.email })}>
      <SignupStepsForm
        token={token}
        celloUCC={readSignupUcc()}
        submitLabel={t('steps.submit')}
        onRegistered={() => {
          clearSignupUcc();
          navigate(href('businessRegister'), { replace: true });
        }}
      />
    </FormBox>
  );
}
