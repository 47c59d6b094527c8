import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../components/section-card.tsx';
import { SettingsForm } from '../features/profile/index.ts';
import { attribute, useRefreshUser, useUser } from '../features/session/index.ts';

export default function ProfileSettingsPage() {
  const { t } = useTranslation();
  const user = useUser().data;
  const refresh = useRefreshUser();
  if (!user) return null;
  return (
    <Stack spacing={6}>
      <Typography variant="h1">{t('settings.heading')}</Typography>
      <SectionCard title={t('settings.section')} description={t('settings.section_text')}>
        {/* Drawn afresh when the account's language changes (also by the header's switch). */}
        <SettingsForm key={attribute(user, 'lang') ?? ''} user={user} onSaved={refresh} />
      </SectionCard>
    </Stack>
  );
}
