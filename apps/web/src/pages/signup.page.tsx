import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { FormBox } from '../components/form-box.tsx';
import { SignupFormView, useInvitation } from '../features/auth/index.ts';

export default function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invitation = useInvitation('signup');
  const invited = invitation.context;
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
      <Stack spacing={6}>
        {invitation.notice}
        <SignupFormView
          // ADR 0261: the invited address, editable; the confirmation mail still proves it.
          key={invited?.email ?? ''}
          initialEmail={invited?.email ?? ''}
          invitation={invited ? (invitation.token ?? undefined) : undefined}
          onSent={(email) => navigate(`/signup/mail-sent?email=${encodeURIComponent(email)}`)}
        />
      </Stack>
    </FormBox>
  );
}
