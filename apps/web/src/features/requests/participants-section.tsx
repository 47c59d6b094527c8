import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SignatureRequest, signerEmail } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card.tsx';
import {
  ObserverAddButton,
  ObserverRemoveButton,
  SignerButtons,
  SignerRemoveButton,
} from './participant-controls.tsx';
import { PersonAvatar } from './request-badges.tsx';
import { observerLabel, signerName } from './request-rules.ts';

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
                  secondaryAction={<SignerRemoveButton request={request} sid={signature.sid} />}
                >
                  <ListItemAvatar>
                    <PersonAvatar name={name} email={email} size={40} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={name}
                    secondary={
                      signature.signer_group
                        ? signature.status_code === 'SIGNED' && signature.account_email
                          ? t('invite.group_signed_by', { email: signature.account_email })
                          : `${t('invite.group_waiting')} · ${t(SIGNER_STATUS_KEYS[signature.status_code])}`
                        : name === email
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
        <SignerButtons request={request} accountEmail={accountEmail} />
      </SectionCard>
      <SectionCard title={t('invite.observers')} description={t('invite.observers_text')}>
        {request.observers.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {t('invite.observers_empty')}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('invite.observers')} sx={{ mb: 4 }}>
            {request.observers.map((observer) => (
              <ListItem
                key={observer.id}
                disableGutters
                divider
                secondaryAction={
                  <ObserverRemoveButton request={request} observerId={observer.id} />
                }
              >
                <ListItemAvatar>
                  <PersonAvatar
                    name={observerLabel(observer)}
                    email={
                      observer.type === 'USER' ? observer.user_info.email : observer.group_info.id
                    }
                    size={40}
                  />
                </ListItemAvatar>
                <ListItemText
                  primary={observerLabel(observer)}
                  // A signer group observes through its members (ADR 0915).
                  {...(observer.type === 'GROUP' ? { secondary: t('invite.group_observer') } : {})}
                  slotProps={{
                    primary: { sx: { overflowWrap: 'anywhere' } },
                    secondary: { sx: { overflowWrap: 'anywhere' } },
                  }}
                />
              </ListItem>
            ))}
          </List>
        )}
        <ObserverAddButton request={request} />
      </SectionCard>
    </Stack>
  );
}
