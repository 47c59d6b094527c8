import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialogBody } from '../../components/confirm-dialog-body.tsx';
import { runDialogAction } from '../../lib/hosts/dialog-action.ts';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { observerLabel } from './request-rules.ts';
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
  const remove = () =>
    runDialogAction(
      controls,
      async () => {
        await removeObserverFrom(request.id, observer.id);
        await refresh();
      },
      t('snackbar.observer_remove_failed'),
    );
  return (
    <ConfirmDialogBody
      controls={controls}
      title={t('dialog.remove_observer.title')}
      text={t('dialog.remove_observer.text', {
        email: observerLabel(observer),
        title: request.title,
      })}
      cancelLabel={t('dialog.cancel')}
      confirmLabel={t('dialog.remove_observer.submit')}
      onConfirm={remove}
    />
  );
}
