import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { href } from '@signet/contract';
import { AppButton } from '../../components/app-button.tsx';
import { ArrowBackIcon } from '../../components/icons.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useSeal } from './business-seals.queries.ts';
import { errorCode } from './seal-errors.ts';
import { SealImageSection } from './seal-image-section.tsx';
import { SealMembersSection } from './seal-members-section.tsx';
import { SealStampFormSection } from './seal-stamp-form.tsx';
import { SealStampPreview } from './seal-stamp-preview.tsx';
import { useSealsTranslation } from './seals-translation.ts';

const QUALITY_TEXT = { AES: 'seal.quality.AES', QES: 'seal.quality.QES' } as const;

/**
 * §2 /business/seals/{accountname}: the stamp's texts with its preview, the stamp's image, and
 * the members who may seal with it.
 */
export function SealView({ businessId, accountName }: { businessId: string; accountName: string }) {
  const { t } = useSealsTranslation();
  const seal = useSeal(businessId, accountName);
  const back = (
    <AppButton kind="text" to={href('businessSeals')} startIcon={<ArrowBackIcon />}>
      {t('page.back')}
    </AppButton>
  );
  if (seal.isPending) return <LinearProgress aria-label={t('page.title')} />;
  if (seal.isError) {
    const missing = errorCode(seal.error) === 'SEAL_NOT_FOUND';
    return (
      <Stack spacing={4} role="alert" sx={{ alignItems: 'flex-start' }}>
        <Typography>{missing ? t('seal.not_found') : t('page.load_failed')}</Typography>
        {missing ? (
          back
        ) : (
          <AppButton kind="secondary" onClick={() => void seal.refetch()}>
            {t('page.retry')}
          </AppButton>
        )}
      </Stack>
    );
  }
  const detail = seal.data;
  return (
    <Stack spacing={6}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {back}
        <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {detail.displayName}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {detail.accountName}
          </Typography>
          <Chip size="small" variant="outlined" label={t(QUALITY_TEXT[detail.quality])} />
        </Stack>
      </Stack>
      <SectionCard title={t('seal.stamp_heading')} description={t('seal.stamp_intro')}>
        <Box
          sx={{
            display: 'grid',
            gap: 6,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 300px)' },
            alignItems: 'start',
          }}
        >
          <SealStampFormSection businessId={businessId} seal={detail} />
          <Stack spacing={2}>
            <Typography variant="subtitle2" component="h3">
              {t('seal.preview')}
            </Typography>
            <SealStampPreview businessId={businessId} seal={detail} />
          </Stack>
        </Box>
      </SectionCard>
      <SectionCard title={t('image.heading')}>
        <SealImageSection businessId={businessId} seal={detail} />
      </SectionCard>
      <SectionCard title={t('members.heading')} description={t('members.intro')}>
        <SealMembersSection businessId={businessId} seal={detail} />
      </SectionCard>
    </Stack>
  );
}
