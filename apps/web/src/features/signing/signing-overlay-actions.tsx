import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import type { OverlayControls } from '../../lib/hosts/overlay-store.ts';

/**
 * Runs an overlay's next step; on failure the overlay stays (§4) and `failed` says that it did
 * not work. `step` resolves when the next step is on screen.
 */
export function useOverlayAction(controls: OverlayControls) {
  const [failed, setFailed] = useState(false);
  const run = (step: () => Promise<void>) => {
    setFailed(false);
    controls
      .run(async () => {
        await step();
        return true;
      })
      .catch(() => setFailed(true));
  };
  return { failed, run };
}

/** The overlay's way back; `busy` keeps it idle while the overlay's action runs. */
export function OverlayBackButton({ onBack, busy }: { onBack: () => void; busy?: boolean }) {
  const { t } = useTranslation('signing');
  return (
    <AppButton kind="secondary" size="large" disabled={busy} onClick={onBack}>
      {t('overlay.back')}
    </AppButton>
  );
}

/** The overlay's main action, which runs while the overlay shows it loading. */
export function OverlayMainButton({
  controls,
  onClick,
  autoFocus = true,
  children,
}: {
  controls: OverlayControls;
  onClick: () => void;
  autoFocus?: boolean;
  children: ReactNode;
}) {
  return (
    <AppButton size="large" autoFocus={autoFocus} loading={controls.loading} onClick={onClick}>
      {children}
    </AppButton>
  );
}

/**
 * A signing overlay's form (§2 mobile advanced signing, part 11 verification): what failed, the
 * fields, then back and submit side by side (stacked, submit on top, on a phone).
 */
export function OverlayForm({
  controls,
  failedText,
  submitLabel,
  onSubmit,
  onBack,
  children,
}: {
  controls: OverlayControls;
  /** Shown above the fields when the last submit did not work. */
  failedText: string | undefined;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 8, textAlign: 'left' }}>
      {failedText && (
        <Alert severity="error" sx={{ mb: 4 }}>
          {failedText}
        </Alert>
      )}
      {children}
      <Box
        sx={{
          mt: 8,
          display: 'flex',
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          gap: 3,
          justifyContent: 'center',
        }}
      >
        <OverlayBackButton onBack={onBack} busy={controls.loading} />
        <AppButton type="submit" size="large" loading={controls.loading}>
          {submitLabel}
        </AppButton>
      </Box>
    </Box>
  );
}
