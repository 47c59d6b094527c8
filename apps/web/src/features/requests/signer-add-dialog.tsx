import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { EmailParticipantDialog } from './email-participant-dialog.tsx';
import { inviteSigner } from './requests.api.ts';
import { useRefreshRequests } from './requests.queries.ts';

/** §2 document dialog "add signer" (§7 POST …/signatures); §8 'Failed to invite signer'. */
export function SignerAddDialog({
  controls,
  request,
}: {
  controls: DialogControls;
  request: SignatureRequest;
}) {
  const { t } = useTranslation('requests');
  const refresh = useRefreshRequests();
  return (
    <EmailParticipantDialog
      controls={controls}
      request={request}
      title={t('dialog.add_signer.title')}
      text={t('dialog.add_signer.text')}
      submitLabel={t('dialog.add_signer.submit')}
      failedMessage={t('snackbar.invite_failed')}
      onSubmit={async (email) => {
        await inviteSigner(request.id, email);
        await refresh();
      }}
    />
  );
}
