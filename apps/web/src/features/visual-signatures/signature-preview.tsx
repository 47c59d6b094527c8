import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The stamp as the server draws it (§9: 300 × 140), on a page-like backing. */
export function SignaturePreview({
  url,
  loading,
  failed,
}: {
  url: string | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('visual');
  return (
    <Box
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'grey.100',
        p: { xs: 1.5, sm: 3 },
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={t('preview.alt')}
          data-testid="signature-preview"
          sx={{
            display: 'block',
            width: '100%',
            maxWidth: 600,
            mx: 'auto',
            aspectRatio: '300 / 140',
            bgcolor: '#fff',
            boxShadow: 1,
            borderRadius: 1,
          }}
        />
      ) : failed ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          {t('preview.failed')}
        </Typography>
      ) : (
        <Skeleton
          variant="rounded"
          sx={{
            width: '100%',
            maxWidth: 600,
            mx: 'auto',
            height: 'auto',
            aspectRatio: '300 / 140',
          }}
        />
      )}
      {loading && url && (
        <LinearProgress
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, borderRadius: 2 }}
        />
      )}
    </Box>
  );
}
