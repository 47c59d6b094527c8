import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { href } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { ArrowBackIcon } from '../../components/icons.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { BusinessNav, useBusiness } from '../business/index.ts';
import { releaseDomain } from './business-members.api.ts';
import { useSetDomains } from './business-members.queries.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import { DomainClaimForm } from './domain-claim-form.tsx';

/**
 * /business/members/domains: the domains the business has claimed (§3 Business.domains), how to
 * claim one and how to release it. People signing up with an address in a claimed domain are
 * offered the business's invitation.
 */
export function DomainsView({
  businessId,
  ownEmail,
  emailVerified,
}: {
  businessId: string;
  ownEmail: string;
  emailVerified: boolean;
}) {
  const { t } = useTranslation('members');
  const business = useBusiness(businessId);
  const setDomains = useSetDomains(businessId);
  const domains = business.data?.domains ?? [];
  const release = (domain: string) =>
    dialogs.open((controls) => (
      <ConfirmActionDialog
        controls={controls}
        title={t('dialog.release.title')}
        text={t('dialog.release.text', { domain })}
        confirmLabel={t('dialog.release.submit')}
        action={async () => {
          setDomains(await releaseDomain(businessId, domain));
          snackbars.show({ message: t('snackbar.domain_released', { domain }), color: 'success' });
        }}
      />
    ));

  return (
    <Stack spacing={6}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <AppButton kind="text" to={href('businessMembers')} startIcon={<ArrowBackIcon />}>
          {t('page.members')}
        </AppButton>
        <Typography variant="h1">{t('page.domains')}</Typography>
      </Stack>
      <BusinessNav />
      <SectionCard title={t('domains.claimed')} description={t('domains.claimed_intro')}>
        <div aria-live="polite" aria-busy={business.isPending}>
          {business.isPending ? (
            <LinearProgress aria-label={t('domains.loading')} />
          ) : business.isError ? (
            <Typography color="error">{t('domains.load_failed')}</Typography>
          ) : domains.length === 0 ? (
            <Typography color="text.secondary">{t('domains.none')}</Typography>
          ) : (
            <List disablePadding aria-label={t('domains.claimed')}>
              {domains.map((domain) => (
                <ListItem
                  key={domain}
                  divider
                  disableGutters
                  secondaryAction={
                    <AppButton
                      kind="text"
                      color="error"
                      size="small"
                      onClick={() => release(domain)}
                      aria-label={t('domains.release_named', { domain })}
                    >
                      {t('domains.release')}
                    </AppButton>
                  }
                  sx={{ pr: 24 }}
                >
                  <ListItemText
                    primary={domain}
                    slotProps={{
                      primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                    }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </div>
      </SectionCard>
      <SectionCard title={t('domains.claim_heading')} description={t('domains.rule')}>
        <DomainClaimForm
          businessId={businessId}
          claimed={domains}
          ownEmail={ownEmail}
          emailVerified={emailVerified}
        />
      </SectionCard>
    </Stack>
  );
}
