import Stack from '@mui/material/Stack';
import { PART11_TEXT_MAX_LENGTH } from '@signet/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VerifiedUserIcon } from '../../components/icons.tsx';
import { InputField } from '../../components/input-field.tsx';
import type { OverlayControls } from '../../lib/hosts/overlay-store.ts';
import { Part11Texts, type Part11Texts as Texts } from './part11.ts';
import { OverlayForm, useOverlayAction } from './signing-overlay-actions.tsx';
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
  const { failed, run } = useOverlayAction(controls);
  const parsed = Part11Texts.safeParse({ signingName: name, signingReason: reason });
  const nameError = touched && !parsed.success && !name.trim();
  const reasonError = touched && !parsed.success && !reason.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    run(() => onConfirm(parsed.data));
  };
  return (
    <SigningOverlayLayout
      tone="primary"
      icon={<VerifiedUserIcon />}
      title={t('part11.verification.title')}
    >
      {t('part11.verification.text')}
      <OverlayForm
        controls={controls}
        failedText={failed ? t('overlay.action_failed') : undefined}
        submitLabel={t('part11.verification.submit')}
        onSubmit={submit}
        onBack={onBack}
      >
        <Stack spacing={4}>
          <InputField
            label={t('part11.verification.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError}
            helperText={nameError ? t('part11.verification.required') : undefined}
            autoComplete="name"
            inputProps={{ maxLength: PART11_TEXT_MAX_LENGTH }}
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
            inputProps={{ maxLength: PART11_TEXT_MAX_LENGTH }}
          />
        </Stack>
      </OverlayForm>
    </SigningOverlayLayout>
  );
}
