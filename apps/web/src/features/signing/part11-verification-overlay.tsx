import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { VerifiedUserIcon } from '../../components/icons.tsx';
import { InputField } from '../../components/input-field.tsx';
import type { OverlayControls } from '../../lib/hosts/overlay-store.ts';
import { Part11Texts, type Part11Texts as Texts } from './part11.ts';
import { SigningOverlayLayout } from './signing-overlay-layout.tsx';

/**
 * §2 "part 11 verification": the signer confirms the printed name and the meaning of the
 * signature (21 CFR 11.50) that go into this signature; they are remembered for next time
 * (attributes p11_signing_name, p11_signing_reason).
 */
export function Part11VerificationOverlay({
  controls,
  initial,
  onConfirm,
  onBack,
}: {
  controls: OverlayControls;
  initial: Partial<Texts>;
  /** Keeps the texts and goes on signing; resolves when the next step is on screen. */
  onConfirm: (texts: Texts) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation('signing');
  const [name, setName] = useState(initial.signingName ?? '');
  const [reason, setReason] = useState(initial.signingReason ?? '');
  const [touched, setTouched] = useState(false);
  const [failed, setFailed] = useState(false);
  const parsed = Part11Texts.safeParse({ signingName: name, signingReason: reason });
  const nameError = touched && !parsed.success && !name.trim();
  const reasonError = touched && !parsed.success && !reason.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    setFailed(false);
    controls
      .run(async () => {
        await onConfirm(parsed.data);
        return true;
      })
      .catch(() => setFailed(true));
  };
  return (
    <SigningOverlayLayout
      tone="primary"
      icon={<VerifiedUserIcon />}
      title={t('part11.verification.title')}
    >
      {t('part11.verification.text')}
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 8, textAlign: 'left' }}>
        {failed && (
          <Alert severity="error" sx={{ mb: 4 }}>
            {t('overlay.action_failed')}
          </Alert>
        )}
        <Stack spacing={4}>
          <InputField
            label={t('part11.verification.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError}
            helperText={nameError ? t('part11.verification.required') : undefined}
            autoComplete="name"
            inputProps={{ maxLength: 200 }}
            autoFocus
          />
          <InputField
            label={t('part11.verification.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
            helperText={
              reasonError ? t('part11.verification.required') : t('part11.verification.reason_hint')
            }
            inputProps={{ maxLength: 200 }}
          />
        </Stack>
        <Box
          sx={{
            mt: 8,
            display: 'flex',
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            gap: 3,
            justifyContent: 'center',
          }}
        >
          <AppButton kind="secondary" size="large" disabled={controls.loading} onClick={onBack}>
            {t('overlay.back')}
          </AppButton>
          <AppButton type="submit" size="large" loading={controls.loading}>
            {t('part11.verification.submit')}
          </AppButton>
        </Box>
      </Box>
    </SigningOverlayLayout>
  );
}
