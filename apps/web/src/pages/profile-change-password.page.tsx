import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SectionCard } from '../components/section-card.tsx';
import { ChangePasswordForm } from '../features/profile/index.ts';
import { attribute, useRefreshUser, useUser } from '../features/session/index.ts';
import { snackbars } from '../lib/hosts/hosts.ts';

export default function ProfileChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser().data;
  const refresh = useRefreshUser();
  // §6: accounts flagged weak_password are held here until they choose a new one.
  const isForced = attribute(user, 'weak_password') === 'true';
  return (
    <Stack spacing={6}>
      <Typography variant="h1">{t('password.change_heading')}</Typography>
      {isForced && <Alert severity="warning">{t('password.weak_notice')}</Alert>}
      <SectionCard title={t('password.change_section')} description={t('password.change_text')}>
        <ChangePasswordForm
          onChanged={async () => {
            await refresh();
            snackbars.show({ message: t('password.changed'), color: 'success' });
            navigate('/profile', { replace: true });
          }}
        />
      </SectionCard>
    </Stack>
  );
}
