import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../components/app-button.tsx';
import { BlockIcon } from '../components/icons.tsx';

/** §2 /declined: where a signer lands after declining a signature request. */
export default function DeclinedPage() {
  const { t } = useTranslation('viewer');
  return (
    <Paper
      elevation={0}
      sx={{
        maxWidth: 560,
        mx: 'auto',
        mt: { xs: 4, sm: 10 },
        p: { xs: 6, sm: 12 },
        textAlign: 'center',
        borderRadius: 3,
        boxShadow: '0 12px 40px rgba(19, 40, 106, 0.10)',
      }}
    >
      <Stack spacing={4} sx={{ alignItems: 'center' }}>
        <BlockIcon sx={{ fontSize: 56, color: 'error.main' }} />
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {t('declined.title')}
        </Typography>
        <Typography color="text.secondary">{t('declined.text')}</Typography>
        <AppButton size="large" to="/dashboard?tab=inbox&filter=declined" sx={{ mt: 4 }}>
          {t('declined.back')}
        </AppButton>
      </Stack>
    </Paper>
  );
}
