import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { SignatureRequest } from '@signet/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import {
  BellIcon,
  BlockIcon,
  EditIcon,
  HourglassIcon,
  SendIcon,
  UndoIcon,
} from '../../components/icons.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { DraftDetailsInvalid, getRequest, saveDraftDetails } from '../requests/index.ts';
import { actionErrorText } from './action-error.ts';
import { RequestDeclineDialog } from './request-decline-dialog.tsx';
import { RequestWithdrawDialog } from './request-withdraw-dialog.tsx';
import { SendConfirmDialog } from './send-confirm-dialog.tsx';
import { toSignerView } from './signer-view.ts';
import type { Placement } from './use-placement.ts';
import { remindSigners, sendRequest } from './viewer.api.ts';
import type { ViewerAbilities } from './viewer-abilities.ts';

/** The viewer's actions for this account: placement, send, remind, withdraw, decline, sign. */
export function ViewerActions({
  request,
  abilities,
  placement,
  signSlot,
  onSign,
  onChanged,
  onDeclined,
}: {
  request: SignatureRequest;
  abilities: ViewerAbilities;
  placement: Placement;
  /** The signing flow's own button, composed in by the page (absent until signing exists). */
  signSlot?: ReactNode;
  /** Sign leads to the signer's field first (issue 20); the flow then starts as before. */
  onSign?: () => void;
  onChanged: (request?: SignatureRequest) => Promise<unknown>;
  onDeclined: () => void;
}) {
  const { t } = useTranslation('viewer');
  const [busy, setBusy] = useState<'send' | 'remind' | 'save' | null>(null);

  if (placement.editing) {
    const save = async () => {
      setBusy('save');
      try {
        await placement.save();
        await onChanged();
        placement.stop();
        snackbars.show({ message: t('placement.saved'), color: 'success' });
      } catch (error) {
        snackbars.show({ message: actionErrorText(t, error), color: 'error' });
      } finally {
        setBusy(null);
      }
    };
    return (
      <>
        <AppButton kind="text" onClick={placement.stop} disabled={busy === 'save'}>
          {placement.dirty ? t('placement.discard') : t('placement.done')}
        </AppButton>
        <AppButton onClick={save} loading={busy === 'save'} disabled={!placement.dirty}>
          {t('placement.save')}
        </AppButton>
      </>
    );
  }

  // What was typed into the draft's details is stored first; the summary shows what is stored.
  const send = async () => {
    setBusy('send');
    try {
      await saveDraftDetails(request.id);
      const stored = await getRequest(request.id);
      await onChanged(stored);
      dialogs.open((controls) => (
        <SendConfirmDialog
          controls={controls}
          request={stored}
          onConfirm={async () => {
            await onChanged(await sendRequest(request.id));
            snackbars.show({ message: t('send.done'), color: 'success' });
          }}
        />
      ));
    } catch (error) {
      const message =
        error instanceof DraftDetailsInvalid
          ? t('send.details_invalid')
          : actionErrorText(t, error);
      snackbars.show({ message, color: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const remind = async () => {
    setBusy('remind');
    try {
      await remindSigners(request.id);
      await onChanged();
      snackbars.show({ message: t('remind.done'), color: 'success' });
    } catch (error) {
      // §8 'Failed to remind signers', with the reason when the server gave a known one.
      const reason = isApiError(error) && error.code === 'REMIND_TOO_SOON';
      snackbars.show({
        message: reason ? t('remind.failed_too_soon') : t('remind.failed'),
        color: 'error',
      });
    } finally {
      setBusy(null);
    }
  };
  const withdraw = () =>
    dialogs.open((controls) => (
      <RequestWithdrawDialog
        controls={controls}
        requestId={request.id}
        onWithdrawn={(fresh) => void onChanged(fresh)}
      />
    ));
  const decline = () =>
    dialogs.open((controls) => (
      <RequestDeclineDialog
        controls={controls}
        requestId={request.id}
        onDeclined={(fresh) => {
          void onChanged(fresh);
          onDeclined();
        }}
      />
    ));

  return (
    <>
      {abilities.canWithdraw && (
        <AppButton kind="text" color="error" startIcon={<UndoIcon />} onClick={withdraw}>
          {t('withdraw.open')}
        </AppButton>
      )}
      {abilities.canDecline && (
        <AppButton kind="secondary" color="error" startIcon={<BlockIcon />} onClick={decline}>
          {t('decline.open')}
        </AppButton>
      )}
      {abilities.canRemind && (
        <AppButton
          kind="secondary"
          startIcon={<BellIcon />}
          onClick={remind}
          loading={busy === 'remind'}
        >
          {t('remind.open')}
        </AppButton>
      )}
      {abilities.canPlace && (
        <AppButton kind="secondary" startIcon={<EditIcon />} onClick={placement.start}>
          {t('placement.open')}
        </AppButton>
      )}
      {abilities.canSend && (
        <AppButton startIcon={<SendIcon />} onClick={send} loading={busy === 'send'}>
          {t('send.open')}
        </AppButton>
      )}
      {abilities.waitingFor.length > 0 && (
        // A request signed in order (ADR 0630): no Sign before the signer's turn.
        <Chip
          icon={<HourglassIcon />}
          variant="outlined"
          role="status"
          data-testid="waiting-for"
          label={t('guide.waiting_for', {
            names: [
              ...new Set(
                abilities.waitingFor.map((s, i) => toSignerView(s, i, request.names).name),
              ),
            ].join(', '),
          })}
          sx={{
            maxWidth: '100%',
            height: 'auto',
            py: 1,
            '& .MuiChip-label': { whiteSpace: 'normal' },
          }}
        />
      )}
      {abilities.canSign && (
        <Box component="span" onClickCapture={onSign} sx={{ display: 'inline-flex' }}>
          {signSlot}
        </Box>
      )}
    </>
  );
}
