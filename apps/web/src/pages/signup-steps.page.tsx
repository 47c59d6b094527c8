import { loginEmailFromQuery } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormBox } from '../components/form-box.tsx';
import { SignupStepsForm } from '../features/auth/index.ts';

export default function SignupStepsPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const token = query.get('token');
  const email = loginEmailFromQuery(query) ?? '';
  // Without the token of the confirmation e-mail there is nothing to complete.
  if (!token) return <Navigate to="/signup" replace />;
  return (
    <FormBox
      title={t('signup.steps.title')}
      subtitle={email ? t('signup.steps.subtitle_for', { email }) : t('signup.steps.subtitle')}
    >
      <SignupStepsForm token={token} onRegistered={() => navigate('/welcome', { replace: true })} />
    </FormBox>
  );
}
