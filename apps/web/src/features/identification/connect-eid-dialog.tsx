import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { OidcEidInfo } from '@signet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { type GuestAuth, rememberEid, startEid } from './eid.api.ts';
import { identificationErrorText } from './error-text.ts';

/**
 * §2 "connect an Austrian digital ID" (and any other configured eID): what happens, then the
 * person leaves for the eID's sign-in; the eID sends them back to the id-austria-success page.
 */
export function ConnectEidDialog({
  controls,
  eid,
  guest,
}: {
  controls: DialogControls;
  eid: OidcEidInfo;
  guest?: GuestAuth;
}) {
  const { t } = useTranslation('identification');
  const [failure, setFailure] = useState<string | null>(null);
  const go = async () => {
    setFailure(null);
    try {
      await controls.run(async () => {
        const started = await startEid(eid.id, guest);
        rememberEid(eid.id);
        window.location.assign(started.identUrl);
      });
    } catch (error) {
      setFailure(identificationErrorText(t, error));
    }
  };
  return (
    <>
      <DialogTitle>{t('eid.title', { name: eid.name })}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 4 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText>{t('eid.text', { name: eid.name })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('dialog.cancel')}
        </AppButton>
        <AppButton onClick={go} loading={controls.loading}>
          {t('eid.continue', { name: eid.name })}
        </AppButton>
      </DialogActions>
    </>
  );
}
