import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import {
  canEditObservers,
  canEditParticipants,
  delegableSignature,
  type SignatureRequest,
} from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { dialogs } from '../../lib/hosts/hosts.ts';
import { SignerGroupAddButton } from '../signer-groups/index.ts';
import { DelegateDialog } from './delegate-dialog.tsx';
import { ObserverAddDialog } from './observer-add-dialog.tsx';
import { ObserverRemoveDialog } from './observer-remove-dialog.tsx';
import { observerLabel, signerName } from './request-rules.ts';
import { useRefreshRequests } from './requests.queries.ts';
import { SignerAddDialog } from './signer-add-dialog.tsx';
import { SignerRemoveDialog } from './signer-remove-dialog.tsx';

// The signer and observer controls, each shown only where its rule allows it. The draft page
// lays them out in its cards; the viewer page puts them into the viewer's side panel.

/** The remove-signer button beside one signer (owner, while signers may change). */
export function SignerRemoveButton({ request, sid }: { request: SignatureRequest; sid: string }) {
  const { t } = useTranslation('requests');
  const signature = request.signatures.find((s) => s.sid === sid);
  if (!signature || !canEditParticipants(request)) return null;
  return (
    <IconButton
      edge="end"
      size="small"
      aria-label={t('invite.remove', { name: signerName(signature) })}
      onClick={() =>
        dialogs.open((controls) => (
          <SignerRemoveDialog controls={controls} request={request} signature={signature} />
        ))
      }
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** The remove-observer button beside one observer (owner, until the request ends). */
export function ObserverRemoveButton({
  request,
  observerId,
}: {
  request: SignatureRequest;
  observerId: string;
}) {
  const { t } = useTranslation('requests');
  const observer = request.observers.find((o) => o.id === observerId);
  if (!observer || !canEditObservers(request)) return null;
  return (
    <IconButton
      edge="end"
      size="small"
      aria-label={t('invite.remove', { name: observerLabel(observer) })}
      onClick={() =>
        dialogs.open((controls) => (
          <ObserverRemoveDialog controls={controls} request={request} observer={observer} />
        ))
      }
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * "Add signer" (and, on a business's request, "add signer group") for the owner, "Hand over my
 * signature" for a signer with an open signature of their own (a group's is not theirs to hand on).
 */
export function SignerButtons({
  request,
  accountEmail,
  fullWidth = false,
}: {
  request: SignatureRequest;
  accountEmail: string;
  /** Buttons stacked across the width (the viewer's narrow side panel). */
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('requests');
  const refresh = useRefreshRequests();
  const add = canEditParticipants(request);
  const own = delegableSignature(request, accountEmail);
  const mine = own && !own.signer_group ? own : undefined;
  if (!add && !mine) return null;
  return (
    <Stack direction={fullWidth ? 'column' : { xs: 'column', sm: 'row' }} spacing={3}>
      {add && (
        <AppButton
          kind="secondary"
          onClick={() =>
            dialogs.open((controls) => <SignerAddDialog controls={controls} request={request} />)
          }
        >
          {t('invite.add_signer')}
        </AppButton>
      )}
      {add && <SignerGroupAddButton request={request} onAdded={refresh} />}
      {mine && (
        <AppButton
          kind="text"
          onClick={() =>
            dialogs.open((controls) => (
              <DelegateDialog controls={controls} request={request} sid={mine.sid} />
            ))
          }
        >
          {t('invite.delegate')}
        </AppButton>
      )}
    </Stack>
  );
}

/** "Add observer" for the owner until the request ends. */
export function ObserverAddButton({
  request,
  fullWidth = false,
}: {
  request: SignatureRequest;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('requests');
  if (!canEditObservers(request)) return null;
  return (
    <Stack direction={fullWidth ? 'column' : { xs: 'column', sm: 'row' }}>
      <AppButton
        kind="secondary"
        onClick={() =>
          dialogs.open((controls) => <ObserverAddDialog controls={controls} request={request} />)
        }
      >
        {t('invite.add_observer')}
      </AppButton>
    </Stack>
  );
}
