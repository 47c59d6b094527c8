import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { setRetention } from './requests.api.ts';

/** §2 general dialog "deactivate auto-deletion": documents are kept (PUT /v1/user {retention: null}). */
export function AutoDeletionDeactivateDialog({
  controls,
  onChanged,
}: {
  controls: DialogControls;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('requests');
  const deactivate = async () => {
    try {
      await controls.run(async () => {
        await setRetention(null);
        await onChanged();
      });
    } catch {
      snackbars.show({ message: t('snackbar.retention_failed'), color: 'error' });
    }
  };
  return (
    <>
      <DialogTitle>{t('dialog.deactivate_auto_deletion.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('dialog.deactivate_auto_deletion.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('dialog.cancel')}
        </AppButton>
        <AppButton color="error" onClick={deactivate} loading={controls.loading}>
          {t('dialog.deactivate_auto_deletion.submit')}
        </AppButton>
      </DialogActions>
    </>
  );
}
