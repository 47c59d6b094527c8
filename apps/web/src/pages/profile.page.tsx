import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../components/app-button.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { BusinessMembershipSection } from '../features/business/index.ts';
import {
  ContactSections,
  DeleteAccountDialog,
  ProfileFormView,
} from '../features/profile/index.ts';
import {
  displayName,
  endSessionAndLoad,
  initials,
  useRefreshUser,
  useUser,
} from '../features/session/index.ts';
import { dialogs } from '../lib/hosts/hosts.ts';
import { avatarColor } from '../lib/theme-constants.ts';

export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useUser().data;
  const refresh = useRefreshUser();
  if (!user) return null;
  const openDelete = () =>
    dialogs.open((controls) => (
      <DeleteAccountDialog controls={controls} onDeleted={async () => endSessionAndLoad('/bye')} />
    ));
  return (
    <Stack spacing={6}>
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 64, height: 64, bgcolor: avatarColor(user.email), fontSize: 24 }}>
          {initials(user)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {displayName(user)}
          </Typography>
          <Typography color="text.secondary">{user.email}</Typography>
        </Box>
      </Stack>
      <SectionCard title={t('profile.details')}>
        <ProfileFormView user={user} onSaved={refresh} />
      </SectionCard>
      <ContactSections user={user} onChanged={refresh} />
      <SectionCard title={t('profile.security')} description={t('profile.security_text')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <AppButton kind="secondary" to="/profile/change-password">
            {t('profile.change_password')}
          </AppButton>
          <AppButton kind="secondary" to="/profile/settings">
            {t('profile.open_settings')}
          </AppButton>
        </Stack>
      </SectionCard>
      <BusinessMembershipSection user={user} onChanged={refresh} />
      <SectionCard
        title={t('profile.delete.section')}
        description={t('profile.delete.section_text')}
        tone="danger"
      >
        <AppButton kind="secondary" color="error" onClick={openDelete}>
          {t('profile.delete.open')}
        </AppButton>
      </SectionCard>
    </Stack>
  );
}
