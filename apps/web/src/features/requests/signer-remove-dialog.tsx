import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { signerName } from './request-rules.ts';
import { removeSigner } from './requests.api.ts';
import { useRefreshRequests } from './requests.queries.ts';

type Signature = SignatureRequest['signatures'][number];

/** §2 document dialog "remove signer" (§7 DELETE …/signatures/{sid}). */
export function SignerRemoveDialog({
  controls,
  request,
  signature,
}: {
  controls: DialogControls;
  request: SignatureRequest;
  signature: Signature;
}) {
  const { t } = useTranslation('requests');
  const refresh = useRefreshRequests();
  const remove = async () => {
    try {
      await controls.run(async () => {
        await removeSigner(request.id, signature.sid);
        await refresh();
      });
    } catch {
      snackbars.show({ message: t('snackbar.remove_failed'), color: 'error' });
    }
  };
  return (
    <>
      <DialogTitle>{t('dialog.remove_signer.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('dialog.remove_signer.text', { name: signerName(signature), title: request.title })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('dialog.cancel')}
        </AppButton>
        <AppButton color="error" onClick={remove} loading={controls.loading}>
          {t('dialog.remove_signer.submit')}
        </AppButton>
      </DialogActions>
    </>
  );
}
