import Box from '@mui/material/Box';
import type { DirectSignatureRequest } from '@signet/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { CheckCircleIcon } from '../../components/icons.tsx';
import { SigningOverlayLayout } from '../signing/index.ts';
import { exitPlan } from './exit-plan.ts';
import { GuestDownloads } from './guest-downloads.tsx';
import type { GuestSession } from './guest-session.ts';
import { leaveTo } from './leave.ts';

/** Counts down once a second; calls `onZero` when it reaches 0. */
function useCountdown(seconds: number | undefined, onZero: () => void): number | undefined {
  const [left, setLeft] = useState(seconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onZero is the same leave for the overlay's life.
  useEffect(() => {
    if (left === undefined) return;
    if (left <= 0) {
      onZero();
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}

/**
 * §2 "signing success" for a guest, and the success screen of issue 16: the countdown to the exit
 * URL with a button to leave at once (§4: only for a single request matching the last one; 0
 * seconds leaves immediately); the signed file unless the link hid the download.
 */
export function GuestSuccessOverlay({
  session,
  request,
  signedRequestIds,
  completed,
  onClose,
}: {
  session: GuestSession;
  request: DirectSignatureRequest;
  signedRequestIds: readonly string[];
  completed: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('direct');
  const plan = exitPlan({
    exit: session.exit,
    signedRequestIds,
    lastRequestId: session.requestId,
  });
  const url = plan.url;
  const left = useCountdown(
    plan.kind === 'countdown' ? plan.seconds : plan.kind === 'now' ? 0 : undefined,
    () => url && leaveTo(url),
  );
  const leaving = left !== undefined && left <= 0;
  return (
    <SigningOverlayLayout
      tone="success"
      icon={<CheckCircleIcon />}
      title={t('success.title')}
      actions={
        <>
          {!url && (
            <AppButton kind="secondary" size="large" onClick={onClose}>
              {t('success.close')}
            </AppButton>
          )}
          {url && (
            <AppButton size="large" href={url} sameTab autoFocus data-testid="leave-now">
              {t('success.leave_now')}
            </AppButton>
          )}
        </>
      }
    >
      <Box component="p" sx={{ m: 0 }}>
        {completed ? t('success.text_completed') : t('success.text')}
      </Box>
      {left !== undefined && (
        <Box
          component="p"
          data-testid="exit-countdown"
          sx={{ mt: 4, mb: 0, fontWeight: 600, color: 'text.primary' }}
        >
          {leaving ? t('success.leaving') : t('success.countdown', { count: left })}
        </Box>
      )}
      {!session.hideDownload && !request.hidedownload && (
        <GuestDownloads session={session} documents={request.documents} />
      )}
    </SigningOverlayLayout>
  );
}
