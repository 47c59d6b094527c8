import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { MessageDialog } from './message-dialog.tsx';
import { withdrawRequest } from './viewer.api.ts';

/** §2 document dialog "withdraw": the owner ends an OPEN request; signers and observers are told. */
export function RequestWithdrawDialog({
  controls,
  requestId,
  onWithdrawn,
}: {
  controls: DialogControls;
  requestId: string;
  onWithdrawn: (request: SignatureRequest) => void;
}) {
  const { t } = useTranslation('viewer');
  return (
    <MessageDialog
      controls={controls}
      title={t('withdraw.title')}
      text={t('withdraw.text')}
      messageLabel={t('withdraw.message')}
      confirm={t('withdraw.confirm')}
      onConfirm={async (message) => onWithdrawn(await withdrawRequest(requestId, message))}
    />
  );
}
