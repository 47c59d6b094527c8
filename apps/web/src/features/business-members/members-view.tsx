import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { PersonAddIcon } from '../../components/icons.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { dialogs } from '../../lib/hosts/hosts.ts';
import { BusinessNav } from '../business/index.ts';
import { InvitationsTable } from './invitations-table.tsx';
import { MemberAddDialog } from './member-add-dialog.tsx';
import { MembersTable } from './members-table.tsx';

/** /business/members: the members with their roles, the add-member dialog, the open invitations. */
export function MembersView({ businessId, selfId }: { businessId: string; selfId: string }) {
  const { t } = useTranslation('members');
  const [now] = useState(() => new Date());
  const openAdd = () =>
    dialogs.open((controls) => <MemberAddDialog controls={controls} businessId={businessId} />);
  return (
    <Stack spacing={6}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h1">{t('page.members')}</Typography>
        <AppButton startIcon={<PersonAddIcon />} onClick={openAdd}>
          {t('members.add')}
        </AppButton>
      </Stack>
      <BusinessNav />
      <SectionCard title={t('members.heading')} description={t('members.intro')}>
        <MembersTable businessId={businessId} selfId={selfId} />
      </SectionCard>
      <SectionCard title={t('invitations.heading')} description={t('invitations.intro')}>
        <InvitationsTable businessId={businessId} now={now} />
      </SectionCard>
    </Stack>
  );
}
