import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { BadgeIcon } from '../../components/icons.tsx';
import { dialogs } from '../../lib/hosts/hosts.ts';
import { ConnectEidDialog, useEids } from '../identification/index.ts';
import { guestAuth } from './direct.api.ts';
import { GuestFrame } from './guest-frame.tsx';
import { GuestMessage } from './guest-message.tsx';
import type { GuestSession } from './guest-session.ts';
import { guestViewerPath } from './guest-signing-flow.tsx';
import { type IdentificationMethod, METHOD_TEXT } from './identification.ts';

/**
 * §2 /direct-sign/identification/*: the identification of a guest belongs to another issue; until
 * then each page says which identification the signature needs and that it is not available
 * yet — never a 404 — with the way back to the document and, when the link has one, out (§3).
 */
export function IdentificationMissing({
  session,
  method,
}: {
  session: GuestSession;
  method: IdentificationMethod;
}) {
  const { t } = useTranslation('direct');
  const { t: ti } = useTranslation('identification');
  const auth = guestAuth(session);
  // An eID the operator configured (ADR 0621) identifies the guest here and now.
  const eids = useEids(auth).data ?? [];
  return (
    <GuestFrame>
      <GuestMessage
        testId="identification-missing"
        icon={<BadgeIcon sx={{ color: 'primary.main' }} />}
        title={t('identification.title')}
        leaveUrl={session.exit.errorUrl}
        action={
          <AppButton size="large" to={guestViewerPath(session)}>
            {t('identification.back')}
          </AppButton>
        }
      >
        <Typography color="text.secondary">
          {t('identification.text', { method: t(METHOD_TEXT[method]) })}
        </Typography>
        <Typography color="text.secondary">{t('identification.hint')}</Typography>
        {eids.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {eids.map((eid) => (
              <AppButton
                key={eid.id}
                kind="secondary"
                onClick={() =>
                  dialogs.open((controls) => (
                    <ConnectEidDialog controls={controls} eid={eid} guest={auth} />
                  ))
                }
              >
                {ti('eid.connect', { name: eid.name })}
              </AppButton>
            ))}
          </Stack>
        )}
      </GuestMessage>
    </GuestFrame>
  );
}
