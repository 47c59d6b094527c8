import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { FormBox } from '../components/form-box.tsx';
import { SignupFormView } from '../features/auth/index.ts';

export default function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FormBox
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <Typography variant="body2">
          {t('signup.have_account')} <AppLink to="/login">{t('signup.login_link')}</AppLink>
        </Typography>
      }
    >
      <SignupFormView
        onSent={(email) => navigate(`/signup/mail-sent?email=${encodeURIComponent(email)}`)}
      />
    </FormBox>
  );
}
