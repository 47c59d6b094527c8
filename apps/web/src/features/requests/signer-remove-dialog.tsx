import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialogBody } from '../../components/confirm-dialog-body.tsx';
import { runDialogAction } from '../../lib/hosts/dialog-action.ts';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
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
  const remove = () =>
    runDialogAction(
      controls,
      async () => {
        await removeSigner(request.id, signature.sid);
        await refresh();
      },
      t('snackbar.remove_failed'),
    );
  return (
    <ConfirmDialogBody
      controls={controls}
      title={t('dialog.remove_signer.title')}
      text={t('dialog.remove_signer.text', { name: signerName(signature), title: request.title })}
      cancelLabel={t('dialog.cancel')}
      confirmLabel={t('dialog.remove_signer.submit')}
      onConfirm={remove}
    />
  );
}
