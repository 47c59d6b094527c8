import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { ExternalLink } from '../../components/app-link.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';

/**
 * §2 document dialog "terms of use": a signature needs the accepted terms of use (ADR 0600
 * TERMS_NOT_ACCEPTED). Accepting (POST /v1/user/accept {gtc}) goes on with signing.
 */
export function TermsOfUseDialog({
  controls,
  termsUrl,
  onAccept,
}: {
  controls: DialogControls;
  termsUrl: string;
  /** Accepts the terms and goes on; the dialog closes when it resolves. */
  onAccept: () => Promise<void>;
}) {
  const { t } = useTranslation('signing');
  const [checked, setChecked] = useState(false);
  const [failed, setFailed] = useState(false);
  const accept = () => {
    setFailed(false);
    controls.run(onAccept).catch(() => setFailed(true));
  };
  return (
    <>
      <DialogTitle>{t('terms.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>{t('terms.text')}</DialogContentText>
        {failed && (
          <Alert severity="error" sx={{ mb: 4 }}>
            {t('overlay.action_failed')}
          </Alert>
        )}
        <FormControlLabel
          control={<Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)} />}
          label={
            <Trans
              t={t}
              i18nKey="terms.checkbox"
              components={{ terms: <ExternalLink href={termsUrl} /> }}
            />
          }
        />
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('actions.cancel')}
        </AppButton>
        <AppButton onClick={accept} disabled={!checked} loading={controls.loading}>
          {t('terms.accept')}
        </AppButton>
      </DialogActions>
    </>
  );
}
