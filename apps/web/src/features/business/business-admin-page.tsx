import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Business } from '@signet/contract';
import type { ReactNode } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { useBusiness } from './business.queries.ts';
import { DeletionPendingNotice } from './business-deletion.tsx';
import { BusinessNav } from './business-nav.tsx';
import { useBusinessTranslation } from './business-translation.ts';

/**
 * The frame of a business admin screen: its heading, the business navigation, a notice while
 * the business waits to be deleted, and the screen's content once the business has loaded.
 */
export function BusinessAdminPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: (business: Business) => ReactNode;
}) {
  const { t } = useBusinessTranslation();
  const business = useBusiness();
  return (
    <Stack spacing={6}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {business.data && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {business.data.name}
            </Typography>
          )}
        </Box>
        <BusinessNav />
      </Stack>
      {intro && <Typography color="text.secondary">{intro}</Typography>}
      {business.isPending ? (
        <Box sx={{ py: 10, display: 'grid', placeItems: 'center' }} aria-busy="true">
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : business.isError ? (
        <Stack spacing={4} role="alert" sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('page.load_failed')}</Typography>
          <AppButton kind="secondary" onClick={() => void business.refetch()}>
            {t('page.retry')}
          </AppButton>
        </Stack>
      ) : (
        <>
          <DeletionPendingNotice business={business.data} />
          {children(business.data)}
        </>
      )}
    </Stack>
  );
}
