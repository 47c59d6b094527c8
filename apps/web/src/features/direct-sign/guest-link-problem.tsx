import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { MailIcon, TimerOffIcon, WarningIcon } from '../../components/icons.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { resendGuestLink } from './direct.api.ts';
import { GuestMessage } from './guest-message.tsx';
import type { GuestSession } from './guest-session.ts';

/** The token problems the server names (ADR 0800), each with its own text. */
export type LinkProblem = 'DIRECT_LINK_EXPIRED' | 'DIRECT_LINK_USED' | 'DIRECT_LINK_TAMPERED';

const PROBLEM_TEXT = {
  DIRECT_LINK_EXPIRED: {
    title: 'link.DIRECT_LINK_EXPIRED.title',
    text: 'link.DIRECT_LINK_EXPIRED.text',
  },
  DIRECT_LINK_USED: { title: 'link.DIRECT_LINK_USED.title', text: 'link.DIRECT_LINK_USED.text' },
  DIRECT_LINK_TAMPERED: {
    title: 'link.DIRECT_LINK_TAMPERED.title',
    text: 'link.DIRECT_LINK_TAMPERED.text',
  },
} as const satisfies Record<LinkProblem, { title: string; text: string }>;

/** Which link problem an error is; undefined for any other failure (network, server). */
export function linkProblem(error: unknown): LinkProblem | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === 'DIRECT_LINK_EXPIRED' || error.code === 'DIRECT_LINK_USED') return error.code;
  // A token that was altered, made up or left out: the link itself does not work.
  if (error.code === 'DIRECT_LINK_TAMPERED' || error.status === 401) return 'DIRECT_LINK_TAMPERED';
  return undefined;
}

/**
 * A link that no longer opens the request: what happened, and the way on — a new link by mail
 * when the old one expired or was replaced, and the error URL of the link (§3) when it has one.
 */
export function GuestLinkProblem({
  session,
  problem,
}: {
  session: GuestSession;
  problem: LinkProblem;
}) {
  const { t } = useTranslation('direct');
  const [sent, setSent] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const canResend = problem !== 'DIRECT_LINK_TAMPERED';
  const resend = async () => {
    setState('busy');
    try {
      setSent((await resendGuestLink(session)).sentTo);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  const Icon = problem === 'DIRECT_LINK_EXPIRED' ? TimerOffIcon : WarningIcon;
  return (
    <GuestMessage
      icon={<Icon sx={{ color: 'warning.dark' }} />}
      title={t(PROBLEM_TEXT[problem].title)}
      leaveUrl={session.exit.errorUrl}
      action={
        canResend &&
        !sent && (
          <AppButton size="large" loading={state === 'busy'} onClick={() => void resend()}>
            {t('link.resend')}
          </AppButton>
        )
      }
    >
      <Typography color="text.secondary">{t(PROBLEM_TEXT[problem].text)}</Typography>
      {sent && (
        <Alert severity="success" icon={<MailIcon />} role="status" sx={{ textAlign: 'left' }}>
          {t('link.sent', { address: sent })}
        </Alert>
      )}
      {state === 'failed' && (
        <Alert severity="error" sx={{ textAlign: 'left' }}>
          {t('link.send_failed')}
        </Alert>
      )}
    </GuestMessage>
  );
}
