import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { dialogs } from '../../lib/hosts/hosts.ts';
import { DelegateDialog } from './delegate-dialog.tsx';
import { ObserverAddDialog } from './observer-add-dialog.tsx';
import { PersonAvatar } from './request-badges.tsx';
import {
  canEditObservers,
  canEditParticipants,
  delegableSignature,
  signerEmail,
  signerName,
} from './request-rules.ts';
import { SignerAddDialog } from './signer-add-dialog.tsx';
import { SignerRemoveDialog } from './signer-remove-dialog.tsx';

type Signature = SignatureRequest['signatures'][number];

const SIGNER_STATUS_KEYS: Record<Signature['status_code'], string> = {
  OPEN: 'signer_status.OPEN',
  SIGNED: 'signer_status.SIGNED',
  DECLINED: 'signer_status.DECLINED',
  WITHDRAWN: 'signer_status.WITHDRAWN',
  ERROR: 'signer_status.ERROR',
};

/** Signers and observers of a request, with the add, remove and delegate dialogs where allowed. */
export function ParticipantsSection({
  request,
  accountEmail,
}: {
  request: SignatureRequest;
  accountEmail: string;
}) {
  const { t } = useTranslation('requests');
  const editSigners = canEditParticipants(request);
  const editObservers = canEditObservers(request);
  const mine = delegableSignature(request, accountEmail);
  const open = (render: Parameters<typeof dialogs.open>[0]) => dialogs.open(render);

  return (
    <Stack spacing={6}>
      <SectionCard title={t('invite.signers')}>
        {request.signatures.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {t('invite.signers_empty')}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('invite.signers')} sx={{ mb: 4 }}>
            {request.signatures.map((signature) => {
              const name = signerName(signature);
              const email = signerEmail(signature);
              return (
                <ListItem
                  key={signature.sid}
                  disableGutters
                  divider
                  secondaryAction={
                    editSigners && (
                      <IconButton
                        edge="end"
                        aria-label={t('invite.remove', { name })}
                        onClick={() =>
                          open((controls) => (
                            <SignerRemoveDialog
                              controls={controls}
                              request={request}
                              signature={signature}
                            />
                          ))
                        }
                      >
                        <CloseIcon />
                      </IconButton>
                    )
                  }
                >
                  <ListItemAvatar>
                    <PersonAvatar name={name} email={email} size={40} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={name}
                    secondary={
                      name === email
                        ? t(SIGNER_STATUS_KEYS[signature.status_code])
                        : `${email} · ${t(SIGNER_STATUS_KEYS[signature.status_code])}`
                    }
                    slotProps={{
                      primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                      secondary: { sx: { overflowWrap: 'anywhere' } },
                    }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          {editSigners && (
            <AppButton
              kind="secondary"
              onClick={() =>
                open((controls) => <SignerAddDialog controls={controls} request={request} />)
              }
            >
              {t('invite.add_signer')}
            </AppButton>
          )}
          {mine && (
            <AppButton
              kind="text"
              onClick={() =>
                open((controls) => (
                  <DelegateDialog controls={controls} request={request} sid={mine.sid} />
                ))
              }
            >
              {t('invite.delegate')}
            </AppButton>
          )}
        </Stack>
      </SectionCard>
      <SectionCard title={t('invite.observers')} description={t('invite.observers_text')}>
        {request.observers.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {t('invite.observers_empty')}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('invite.observers')} sx={{ mb: 4 }}>
            {request.observers.map((observer) => (
              <ListItem key={observer.id} disableGutters divider>
                <ListItemAvatar>
                  <PersonAvatar
                    name={observer.user_info.email}
                    email={observer.user_info.email}
                    size={40}
                  />
                </ListItemAvatar>
                <ListItemText
                  primary={observer.user_info.email}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
        {editObservers && (
          <Stack direction={{ xs: 'column', sm: 'row' }}>
            <AppButton
              kind="secondary"
              onClick={() =>
                open((controls) => <ObserverAddDialog controls={controls} request={request} />)
              }
            >
              {t('invite.add_observer')}
            </AppButton>
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
