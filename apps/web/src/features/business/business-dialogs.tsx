import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { isBusinessLocked, type PaymentState } from '@signet/contract';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { acknowledgeBusinessNotice, answerInvitation } from './business.api.ts';
import { businessErrorText } from './business-errors.ts';
import { useBusinessTranslation } from './business-translation.ts';

// §6 blocking dialogs of the business: shown one at a time by the app's dialog gate, which asks
// for the account again once one is answered and opens the next one due.

const actionsSx = { px: 6, pb: 5, flexWrap: 'wrap', gap: 2 } as const;

/**
 * §6 "unaccepted business invitation": join the business (POST /v1/user/accept
 * {business_invite: true}) or decline it ({business_invite: false}).
 */
export function BusinessInvitationDialog({
  controls,
  businessName,
  onAnswered,
}: {
  controls: DialogControls;
  /** The inviting business, when the account names it (User.businessInvitation). */
  businessName?: string | undefined;
  /** Refreshes the account; the dialog stays busy until it is done. */
  onAnswered: () => Promise<unknown>;
}) {
  const { t } = useBusinessTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [answering, setAnswering] = useState<boolean | null>(null);
  const answer = async (accept: boolean) => {
    setFailure(null);
    setAnswering(accept);
    try {
      await controls.run(async () => {
        await answerInvitation(accept);
        await onAnswered();
      });
      snackbars.show({
        message: accept
          ? businessName
            ? t('invitation.joined_named', { name: businessName })
            : t('invitation.joined')
          : t('invitation.declined'),
        color: accept ? 'success' : 'info',
      });
    } catch (error) {
      setFailure(businessErrorText(t, error));
    }
  };
  return (
    <>
      <DialogTitle>
        {businessName ? t('invitation.title_named', { name: businessName }) : t('invitation.title')}
      </DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 4 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText sx={{ mb: 3 }}>
          {businessName ? t('invitation.text_named', { name: businessName }) : t('invitation.text')}
        </DialogContentText>
        <DialogContentText>{t('invitation.what_changes')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={actionsSx}>
        <AppButton
          kind="text"
          onClick={() => void answer(false)}
          disabled={controls.loading}
          loading={controls.loading && answering === false}
        >
          {t('invitation.decline')}
        </AppButton>
        <AppButton
          onClick={() => void answer(true)}
          disabled={controls.loading}
          loading={controls.loading && answering === true}
        >
          {t('invitation.accept')}
        </AppButton>
      </DialogActions>
    </>
  );
}

/**
 * §6 "removed from business" and "business deleted": the downgrade notice ("business
 * downgraded"). Acknowledging it (POST /v1/user/accept {business_notice: true}) goes on to the
 * account's own pages; when it fails, a general support message says so (§8).
 */
export function BusinessNoticeDialog({
  controls,
  reason,
  onAcknowledged,
}: {
  controls: DialogControls;
  reason: 'removed' | 'deleted';
  onAcknowledged: () => Promise<unknown>;
}) {
  const { t } = useBusinessTranslation();
  const acknowledge = () =>
    controls
      .run(async () => {
        await acknowledgeBusinessNotice();
        await onAcknowledged();
      })
      .catch(() => snackbars.show({ message: t('notice.failed'), color: 'error' }));
  return (
    <>
      <DialogTitle>
        {reason === 'deleted' ? t('notice.deleted_title') : t('notice.removed_title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 3 }}>
          {reason === 'deleted' ? t('notice.deleted_text') : t('notice.removed_text')}
        </DialogContentText>
        <DialogContentText>{t('notice.downgraded_text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={actionsSx}>
        <AppButton onClick={() => void acknowledge()} loading={controls.loading}>
          {t('notice.continue')}
        </AppButton>
      </DialogActions>
    </>
  );
}

/**
 * §6 "members see a locked dialog" while the business's trial has expired or it is locked. Only
 * an admin of the business can change that; the member can log out meanwhile.
 */
export function LockedMemberDialog({
  businessName,
  paymentState,
  onLogout,
}: {
  businessName: string;
  paymentState: PaymentState | null;
  onLogout: () => void;
}) {
  const { t } = useBusinessTranslation();
  return (
    <>
      <DialogTitle>{t('locked.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 3 }}>
          {isBusinessLocked(paymentState)
            ? t('locked.locked_text', { name: businessName })
            : t('locked.trial_text', { name: businessName })}
        </DialogContentText>
        <DialogContentText>{t('locked.contact_admin')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={actionsSx}>
        <AppButton onClick={onLogout}>{t('locked.logout')}</AppButton>
      </DialogActions>
    </>
  );
}
