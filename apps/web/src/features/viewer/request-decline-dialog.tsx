import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { MessageDialog } from './message-dialog.tsx';
import { declineRequest } from './viewer.api.ts';

/** §2 general dialog "decline signature request": a signer refuses; the others are told. */
export function RequestDeclineDialog({
  controls,
  requestId,
  onDeclined,
}: {
  controls: DialogControls;
  requestId: string;
  onDeclined: (request: SignatureRequest) => void;
}) {
  const { t } = useTranslation('viewer');
  return (
    <MessageDialog
      controls={controls}
      title={t('decline.title')}
      text={t('decline.text')}
      messageLabel={t('decline.message')}
      confirm={t('decline.confirm')}
      onConfirm={async (message) => onDeclined(await declineRequest(requestId, message))}
    />
  );
}
