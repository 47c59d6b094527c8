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
import { snackbars } from '../../lib/hosts/hosts.ts';
import { apiErrorText } from '../auth/index.ts';
import { acceptTerms } from './profile.api.ts';

/** §6 blocking dialog: the terms must be accepted before the account can be used. */
export function AcceptTermsDialog({
  controls,
  termsUrl,
  onAccepted,
  onLogout,
}: {
  controls: DialogControls;
  termsUrl: string;
  onAccepted: () => Promise<unknown>;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const accept = () =>
    controls
      .run(async () => {
        await acceptTerms();
        await onAccepted();
      })
      .catch((error: unknown) =>
        snackbars.show({ message: apiErrorText(t, error), color: 'error' }),
      );
  return (
    <>
      <DialogTitle>{t('terms.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>{t('terms.text')}</DialogContentText>
        <FormControlLabel
          control={<Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)} />}
          label={
            <Trans
              i18nKey="terms.checkbox"
              components={{ terms: <ExternalLink href={termsUrl} /> }}
            />
          }
        />
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={onLogout} disabled={controls.loading}>
          {t('terms.logout')}
        </AppButton>
        <AppButton onClick={() => void accept()} disabled={!checked} loading={controls.loading}>
          {t('terms.accept')}
        </AppButton>
      </DialogActions>
    </>
  );
}
