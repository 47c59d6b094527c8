import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { href, type SignerGroup } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { ArrowBackIcon } from '../../components/icons.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { dialogs, overlays } from '../../lib/hosts/hosts.ts';
import { BusinessNav, useBusiness } from '../business/index.ts';
import { SignerGroupDeleteDialog } from './signer-group-delete-dialog.tsx';
import { SignerGroupOverlay } from './signer-group-overlay.tsx';
import { useRefreshGroups, useSignerGroups } from './signer-groups.queries.ts';

const memberNames = (group: SignerGroup) =>
  group.members.map((m) => `${m.firstName} ${m.lastName}`.trim() || m.email).join(', ');

/**
 * /business/members/signer-groups: the business's signer groups with their members (§7 GET
 * /v3/groups); the admin creates one in the "create signer group" overlay, edits its name and
 * members there, and deletes it through the "delete signer group" dialog.
 */
export function SignerGroupsView({ businessId }: { businessId: string }) {
  const { t } = useTranslation('groups');
  const groups = useSignerGroups();
  const business = useBusiness(businessId);
  const refresh = useRefreshGroups();
  const limits = business.data?.settings.signerGroups;

  const openOverlay = (group?: SignerGroup) => {
    if (!limits) return;
    overlays.open((controls) => (
      <SignerGroupOverlay
        controls={controls}
        businessId={businessId}
        maxParticipants={limits.maxParticipants}
        onSaved={refresh}
        {...(group ? { group } : {})}
      />
    ));
  };
  const remove = (group: SignerGroup) =>
    dialogs.open((controls) => (
      <SignerGroupDeleteDialog controls={controls} group={group} onDeleted={refresh} />
    ));

  return (
    <Stack spacing={6}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <AppButton kind="text" to={href('businessMembers')} startIcon={<ArrowBackIcon />}>
          {t('page.members')}
        </AppButton>
        <Typography variant="h1">{t('page.title')}</Typography>
      </Stack>
      <BusinessNav />
      <SectionCard title={t('list.heading')} description={t('list.intro')}>
        <Stack spacing={4}>
          <div aria-live="polite" aria-busy={groups.isPending}>
            {groups.isPending ? (
              <LinearProgress aria-label={t('list.loading')} />
            ) : groups.isError ? (
              <Typography color="error">{t('list.load_failed')}</Typography>
            ) : groups.data.length === 0 ? (
              <Typography color="text.secondary">{t('list.none')}</Typography>
            ) : (
              <List disablePadding aria-label={t('list.heading')}>
                {groups.data.map((group) => (
                  <ListItem
                    key={group.id}
                    divider
                    disableGutters
                    sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
                  >
                    <ListItemText
                      sx={{ flex: '1 1 260px', minWidth: 0 }}
                      primary={`${group.name} · ${t('list.members_count', { count: group.members.length })}`}
                      secondary={
                        group.members.length > 0 ? memberNames(group) : t('list.no_members')
                      }
                      slotProps={{
                        primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                        secondary: { sx: { overflowWrap: 'anywhere' } },
                      }}
                    />
                    <Stack direction="row" spacing={1}>
                      <AppButton
                        kind="text"
                        size="small"
                        onClick={() => openOverlay(group)}
                        disabled={!limits}
                        aria-label={t('list.edit_named', { name: group.name })}
                      >
                        {t('list.edit')}
                      </AppButton>
                      <AppButton
                        kind="text"
                        size="small"
                        color="error"
                        onClick={() => remove(group)}
                        aria-label={t('list.delete_named', { name: group.name })}
                      >
                        {t('list.delete')}
                      </AppButton>
                    </Stack>
                  </ListItem>
                ))}
              </List>
            )}
          </div>
          {limits && (
            <Typography variant="body2" color="text.secondary">
              {t('list.limits', { groups: limits.maxGroups, participants: limits.maxParticipants })}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }}>
            <AppButton onClick={() => openOverlay()} disabled={!limits}>
              {t('list.create')}
            </AppButton>
          </Stack>
        </Stack>
      </SectionCard>
    </Stack>
  );
}
