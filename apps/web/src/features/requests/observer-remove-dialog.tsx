import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { removeObserverFrom } from './requests.api.ts';
import { useRefreshRequests } from './requests.queries.ts';

type Observer = SignatureRequest['observers'][number];

/** Confirms removing an observer (§7 DELETE …/observers/{oid}). */
export function ObserverRemoveDialog({
  controls,
  request,
  observer,
}: {
  controls: DialogControls;
  request: SignatureRequest;
  observer: Observer;
}) {
  const { t } = useTranslation('requests');
  const refresh = useRefreshRequests();
  const remove = async () => {
    try {
      await controls.run(async () => {
        await removeObserverFrom(request.id, observer.id);
        await refresh();
      });
    } catch {
      snackbars.show({ message: t('snackbar.observer_remove_failed'), color: 'error' });
    }
  };
  return (
    <>
      <DialogTitle>{t('dialog.remove_observer.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('dialog.remove_observer.text', {
            email: observer.user_info.email,
            title: request.title,
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('dialog.cancel')}
        </AppButton>
        <AppButton color="error" onClick={remove} loading={controls.loading}>
          {t('dialog.remove_observer.submit')}
        </AppButton>
      </DialogActions>
    </>
  );
}
