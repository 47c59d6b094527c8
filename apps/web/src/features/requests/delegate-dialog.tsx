import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { EmailParticipantDialog } from './email-participant-dialog.tsx';
import { delegateSignature } from './requests.api.ts';
import { useRefreshRequests } from './requests.queries.ts';

/**
 * §2 document dialog "delegate": a signer hands their open signature to someone else
 * (§7 POST …/delegate). `sid` names the signature when the caller holds several.
 */
export function DelegateDialog({
  controls,
  request,
  sid,
}: {
  controls: DialogControls;
  request: SignatureRequest;
  sid?: string;
}) {
  const { t } = useTranslation('requests');
  const refresh = useRefreshRequests();
  return (
    <EmailParticipantDialog
      controls={controls}
      request={request}
      title={t('dialog.delegate.title')}
      text={t('dialog.delegate.text', { title: request.title })}
      submitLabel={t('dialog.delegate.submit')}
      messageLabel={t('dialog.delegate.message')}
      failedMessage={t('snackbar.delegate_failed')}
      onSubmit={async (email, message) => {
        await delegateSignature(request.id, {
          account_email: email,
          ...(message ? { message } : {}),
          ...(sid ? { sid } : {}),
        });
        await refresh();
      }}
    />
  );
}
