import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { UserVisualSignature } from '@signet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { imageErrorKey } from './visual-errors.ts';
import { deleteSignature } from './visual-signatures.api.ts';

/** §2 visual signature dialog "delete signature". */
export function SignatureDeleteDialog({
  controls,
  signature,
  onDeleted,
}: {
  controls: DialogControls;
  signature: UserVisualSignature;
  onDeleted: () => Promise<void>;
}) {
  const { t } = useTranslation('visual');
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await controls.run(async () => {
        await deleteSignature(signature.id);
        await onDeleted();
      });
    } catch (error) {
      setFailure(t(imageErrorKey(error)));
    }
  };
  return (
    <>
      <DialogTitle>{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('delete.text', { alias: signature.alias })}</DialogContentText>
        {signature.default && (
          <DialogContentText sx={{ mt: 3 }}>{t('delete.default_note')}</DialogContentText>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 4 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('delete.cancel')}
        </AppButton>
        <AppButton color="error" loading={controls.loading} onClick={confirm}>
          {t('delete.confirm')}
        </AppButton>
      </DialogActions>
    </>
  );
}
