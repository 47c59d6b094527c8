import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { FormBox } from '../components/form-box.tsx';
import { ResetRequestForm } from '../features/auth/index.ts';

export default function PasswordResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FormBox
      title={t('password_reset.title')}
      subtitle={t('password_reset.subtitle')}
      footer={
        <Typography variant="body2">
          <AppLink to="/login">{t('password_reset.back_to_login')}</AppLink>
        </Typography>
      }
    >
      <ResetRequestForm
        onSent={(email) => navigate(`/password-reset/mail-sent?email=${encodeURIComponent(email)}`)}
      />
    </FormBox>
  );
}
