import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { EmailParticipantDialog } from './email-participant-dialog.tsx';
import { inviteObserver } from './requests.api.ts';
import { useRefreshRequests } from './requests.queries.ts';

/** §2 document dialog "add observer" (§7 POST …/observers); §8 'Failed to add observer'. */
export function ObserverAddDialog({
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
      title={t('dialog.add_observer.title')}
      text={t('dialog.add_observer.text')}
      submitLabel={t('dialog.add_observer.submit')}
      failedMessage={t('snackbar.observer_failed')}
      onSubmit={async (email) => {
        await inviteObserver(request.id, email);
        await refresh();
      }}
    />
  );
}
