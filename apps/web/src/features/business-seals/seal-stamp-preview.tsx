import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { BusinessSealDetail } from '@signet/contract';
import { useStampPreview } from './business-seals.queries.ts';
import { useSealsTranslation } from './seals-translation.ts';

/** The stamp as a member would seal now (the server draws it as signing does). */
export function SealStampPreview({
  businessId,
  seal,
}: {
  businessId: string;
  seal: BusinessSealDetail;
}) {
  const { t } = useSealsTranslation();
  const preview = useStampPreview(businessId, seal);
  return (
    <Box
      aria-busy={preview.isFetching}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 3,
        minHeight: 140,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      {preview.url ? (
        <Box
          component="img"
          src={preview.url}
          alt={t('seal.preview_alt', { name: seal.displayName })}
          sx={{ width: '100%', maxWidth: 300, height: 'auto', bgcolor: 'common.white' }}
        />
      ) : preview.isError ? (
        <Typography color="error">{t('seal.preview_failed')}</Typography>
      ) : (
        <CircularProgress aria-label={t('seal.preview')} />
      )}
    </Box>
  );
}
