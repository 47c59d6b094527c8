import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { SIGNING_LOCK_MINUTES, TAN_MAX_FAILURES } from '@signet/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import {
  BlockIcon,
  CreditCardOffIcon,
  EditIcon,
  ErrorOutlineIcon,
  GppBadIcon,
  LockClockIcon,
} from '../../components/icons.tsx';
import type { OverlayControls } from '../../lib/hosts/overlay-store.ts';
import { currentLocale } from '../../lib/i18n/i18n.ts';
import { formatDateTime } from '../../lib/i18n/locales.ts';
import type { FailureReason } from './signing-outcome.ts';
import {
  OverlayBackButton,
  OverlayMainButton,
  useOverlayAction,
} from './signing-overlay-actions.tsx';
import { type OverlayTone, SigningOverlayLayout } from './signing-overlay-layout.tsx';

function ActionFailed() {
  const { t } = useTranslation('signing');
  return (
    <Alert severity="error" sx={{ mt: 6, textAlign: 'left' }}>
      {t('overlay.action_failed')}
    </Alert>
  );
}

/**
 * An overlay whose way on is a next step that may fail (retry, resend): back, anything `beside`,
 * then the step; while it runs, back waits; when it fails, the overlay stays and says so (§4).
 */
function StepOverlay({
  controls,
  tone,
  icon,
  title,
  onBack,
  step,
  focusStep = true,
  beside,
  children,
}: {
  controls: OverlayControls;
  tone: OverlayTone;
  icon: ReactNode;
  title: string;
  onBack: () => void;
  /** Resolves when the next step is on screen. */
  step: { label: string; run: () => Promise<void> } | undefined;
  focusStep?: boolean;
  beside?: ReactNode;
  children: ReactNode;
}) {
  const { failed, run } = useOverlayAction(controls);
  return (
    <SigningOverlayLayout
      tone={tone}
      icon={icon}
      title={title}
      actions={
        <>
          <OverlayBackButton onBack={onBack} busy={controls.loading} />
          {beside}
          {step && (
            <OverlayMainButton
              controls={controls}
              autoFocus={focusStep}
              onClick={() => run(step.run)}
            >
              {step.label}
            </OverlayMainButton>
          )}
        </>
      }
    >
      {children}
      {failed && <ActionFailed />}
    </SigningOverlayLayout>
  );
}

/** §2/§4 "signing in progress": shown while POST /v3/sign runs; it has no way out by design. */
export function SigningProgressOverlay() {
  const { t } = useTranslation('signing');
  return (
    <SigningOverlayLayout
      tone="primary"
      icon={
        <Box sx={{ position: 'relative', display: 'grid', placeItems: 'center' }}>
          {/* A faint full ring under the moving arc, so the spinner reads as one at any moment. */}
          <CircularProgress
            variant="determinate"
            value={100}
            size={72}
            thickness={3}
            aria-hidden="true"
            sx={{ position: 'absolute', color: 'primary.light', opacity: 0.25 }}
          />
          <CircularProgress size={72} thickness={3} aria-hidden="true" />
          <EditIcon sx={{ position: 'absolute' }} />
        </Box>
      }
      title={t('progress.title')}
    >
      <Box role="status" aria-live="polite">
        {t('progress.text')}
      </Box>
    </SigningOverlayLayout>
  );
}

const FAILURE_TEXT: Record<FailureReason, string> = {
  service: 'failure.service',
  alreadySigned: 'failure.alreadySigned',
  requestClosed: 'failure.requestClosed',
  notAvailable: 'failure.notAvailable',
  sealLevel: 'failure.sealLevel',
  notYourTurn: 'failure.notYourTurn',
  unexpected: 'failure.unexpected',
};

/** Whether trying again can help: only when nothing about the request or the seal is wrong. */
export function canRetry(reason: FailureReason): boolean {
  return reason === 'service' || reason === 'unexpected';
}

/** §2/§4 "signing failure": what went wrong, and a retry where one can help. */
export function SigningFailureOverlay({
  controls,
  reason,
  onRetry,
  onBack,
}: {
  controls: OverlayControls;
  reason: FailureReason;
  /** Starts signing again (a new TAN); resolves when the next step is on screen. */
  onRetry: () => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation('signing');
  return (
    <StepOverlay
      controls={controls}
      tone="error"
      icon={<ErrorOutlineIcon />}
      title={t('failure.title')}
      onBack={onBack}
      step={canRetry(reason) ? { label: t('failure.retry'), run: onRetry } : undefined}
      focusStep={false}
    >
      {t(FAILURE_TEXT[reason])}
    </StepOverlay>
  );
}

/**
 * §2 "serial number mismatch": the certificate the trust service gave for the signature did not
 * match the signer's identity, so nothing was signed. Trying again starts over (a new TAN, a new
 * certificate); support is the way out when it keeps happening.
 */
export function SerialNumberMismatchOverlay({
  controls,
  supportUrl,
  onRetry,
  onBack,
}: {
  controls: OverlayControls;
  supportUrl: string | undefined;
  /** Starts signing again; resolves when the next step is on screen. */
  onRetry: () => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation('signing');
  return (
    <StepOverlay
      controls={controls}
      tone="error"
      icon={<GppBadIcon />}
      title={t('serial_mismatch.title')}
      onBack={onBack}
      step={{ label: t('serial_mismatch.retry'), run: onRetry }}
      beside={
        supportUrl && (
          <AppButton
            kind="secondary"
            size="large"
            href={supportUrl}
            // Support opens beside the overlay, which stays for the retry.
            {...{ target: '_blank', rel: 'noopener noreferrer' }}
          >
            {t('serial_mismatch.support')}
          </AppButton>
        )
      }
    >
      {t('serial_mismatch.text')}
    </StepOverlay>
  );
}

/**
 * §2/§4 "TAN locked" (this wrong TAN was the third) and "signing locked" (the lock still holds):
 * nothing to do but wait, so the only action leads back.
 */
export function SigningLockedOverlay({
  variant,
  until,
  onBack,
}: {
  variant: 'tanLocked' | 'locked';
  /** When signing is possible again (from Retry-After), if the server said. */
  until?: Date | undefined;
  onBack: () => void;
}) {
  const { t } = useTranslation('signing');
  return (
    <SigningOverlayLayout
      tone="error"
      icon={variant === 'tanLocked' ? <LockClockIcon /> : <BlockIcon />}
      title={variant === 'tanLocked' ? t('tan_locked.title') : t('locked.title')}
      actions={
        <AppButton size="large" autoFocus onClick={onBack}>
          {t('overlay.back')}
        </AppButton>
      }
    >
      {variant === 'tanLocked'
        ? t('tan_locked.text', { tries: TAN_MAX_FAILURES, minutes: SIGNING_LOCK_MINUTES })
        : t('locked.text', { minutes: SIGNING_LOCK_MINUTES })}
      {until && (
        <Box component="strong" sx={{ display: 'block', mt: 4 }}>
          {t('locked.until', { time: formatDateTime(until, currentLocale()) })}
        </Box>
      )}
    </SigningOverlayLayout>
  );
}

/** §2 "exhausted signatures" (§6: a free user needs a signing credit). */
export function ExhaustedSignaturesOverlay({
  onBack,
  onDashboard,
}: {
  onBack: () => void;
  onDashboard: () => void;
}) {
  const { t } = useTranslation('signing');
  return (
    <SigningOverlayLayout
      tone="warning"
      icon={<CreditCardOffIcon />}
      title={t('exhausted.title')}
      actions={
        <>
          <AppButton kind="secondary" size="large" onClick={onDashboard}>
            {t('overlay.dashboard')}
          </AppButton>
          <AppButton size="large" autoFocus onClick={onBack}>
            {t('overlay.back')}
          </AppButton>
        </>
      }
    >
      {t('exhausted.text')}
    </SigningOverlayLayout>
  );
}
