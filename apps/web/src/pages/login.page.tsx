import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { href, loginEmailFromQuery } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { FormBox } from '../components/form-box.tsx';
import { clearInvitation, LoginFormView, useInvitation } from '../features/auth/index.ts';
import { takeReturnUrl } from '../lib/token-storage.ts';

export default function LoginPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const invitation = useInvitation('login');
  const invited = invitation.context;
  const initialEmail = loginEmailFromQuery(query) ?? invited?.email ?? '';
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
      <Stack spacing={6}>
        {invitation.notice}
        <LoginFormView
          // The invitee's address arrives with the invitation's context.
          key={initialEmail}
          initialEmail={initialEmail}
          onLoggedIn={() => {
            // ADR 0261: an invitee lands on the document; else §6, the remembered URL.
            const returnUrl = takeReturnUrl();
            clearInvitation();
            const target = invited ? href('view', { srid: invited.requestId }) : returnUrl;
            navigate(target ?? '/dashboard', { replace: true });
          }}
        />
      </Stack>
    </FormBox>
  );
}
