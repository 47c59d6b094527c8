import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InvitationContext } from '@signet/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { accountEndpoints as api } from '../../lib/api/account-endpoints.ts';
import { call } from '../../lib/api/api-client.ts';
import { clearInvitation } from './invitation-token.ts';

/** "Ann Muster (ann@example.com)", or the address alone for an account without a name. */
export function senderLabel(context: Pick<InvitationContext, 'senderName' | 'senderEmail'>) {
  return context.senderName
    ? `${context.senderName} (${context.senderEmail})`
    : context.senderEmail;
}

/**
 * Who asks the invitee to sign what (issue 20, ADR 0261), above the login or sign-up form. An
 * invitation that no longer answers (signed, withdrawn, replaced) leaves the plain form.
 */
export function InvitationNotice({
  token,
  variant,
  onContext,
}: {
  token: string;
  variant: 'login' | 'signup';
  onContext: (context: InvitationContext | null) => void;
}) {
  const { t } = useTranslation('invitation');
  const [context, setContext] = useState<InvitationContext | null>(null);
  useEffect(() => {
    let live = true;
    call(api.getInvitationContext, { body: { token } }).then(
      (answer) => {
        if (!live) return;
        setContext(answer);
        onContext(answer);
      },
      () => {
        if (!live) return;
        clearInvitation();
        onContext(null);
      },
    );
    return () => {
      live = false;
    };
  }, [token, onContext]);
  if (!context) return null;
  const { business, documents, email } = context;
  return (
    <Box
      component="section"
      aria-label={context.title}
      sx={{ p: 4, borderRadius: 2, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
    >
      <Stack spacing={2}>
        {business?.logo && (
          <Box
            component="img"
            src={business.logo}
            alt={t('notice.logo', { business: business.name })}
            sx={{ maxHeight: 40, maxWidth: 160, objectFit: 'contain', alignSelf: 'flex-start' }}
          />
        )}
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {t('notice.asks', { sender: senderLabel(context), title: context.title })}
        </Typography>
        {business && (
          <Typography variant="body2">
            {t('notice.business', { business: business.name })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {documents === 1 ? t('notice.one_document') : t('notice.documents', { count: documents })}
        </Typography>
        {variant === 'login' ? (
          <>
            <Typography variant="body2">{t('login.hint', { email })}</Typography>
            <AppLink to="/signup" variant="body2">
              {t('login.signup_link', { email })}
            </AppLink>
          </>
        ) : (
          <>
            <Typography variant="body2">{t('signup.hint', { email })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('signup.other_address')}
            </Typography>
          </>
        )}
      </Stack>
    </Box>
  );
}
