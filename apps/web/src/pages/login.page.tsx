import Typography from '@mui/material/Typography';
import { loginEmailFromQuery } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { FormBox } from '../components/form-box.tsx';
import { LoginFormView } from '../features/auth/index.ts';
import { takeReturnUrl } from '../lib/token-storage.ts';

export default function LoginPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  return (
    <FormBox
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <Typography variant="body2">
          {t('login.no_account')} <AppLink to="/signup">{t('login.signup_link')}</AppLink>
        </Typography>
      }
    >
      <LoginFormView
        initialEmail={loginEmailFromQuery(query) ?? ''}
        // §6: after login the remembered URL is restored.
        onLoggedIn={() => navigate(takeReturnUrl() ?? '/dashboard', { replace: true })}
      />
    </FormBox>
  );
}
