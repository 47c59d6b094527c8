import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import type { Consent } from './consent.ts';

/** §1 cookie-consent dialog: non-modal, so the page stays usable until the visitor answers. */
export function ConsentDialog({ onChoose }: { onChoose: (consent: Consent) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      role="dialog"
      aria-labelledby={titleId}
      elevation={12}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.modal - 1,
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 80, sm: 24 },
        maxWidth: 440,
        p: 6,
        borderRadius: 3,
      }}
    >
      <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('consent.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 5 }}>
        {t('consent.text')}
      </Typography>
      <Stack direction="row" spacing={3} sx={{ justifyContent: 'flex-end' }}>
        <AppButton kind="secondary" onClick={() => onChoose('necessary')}>
          {t('consent.necessary')}
        </AppButton>
        <AppButton onClick={() => onChoose('all')}>{t('consent.all')}</AppButton>
      </Stack>
    </Paper>
  );
}
