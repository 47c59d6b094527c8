import { isValidPhone } from '@signet/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneIphoneIcon } from '../../components/icons.tsx';
import { InputField } from '../../components/input-field.tsx';
import type { OverlayControls } from '../../lib/hosts/overlay-store.ts';
import { OverlayForm, useOverlayAction } from './signing-overlay-actions.tsx';
import { SigningOverlayLayout } from './signing-overlay-layout.tsx';

/**
 * §2 "mobile advanced signing": signing is confirmed with a TAN sent to the signer's mobile phone,
 * and the account has no number yet (ADR 0600 MOBILE_NUMBER_MISSING). The number is saved to the
 * account (attribute mobile) and the TAN is sent to it.
 */
export function MobileAdvancedSigningOverlay({
  controls,
  initial,
  onSave,
  onBack,
}: {
  controls: OverlayControls;
  initial: string | undefined;
  /** Saves the number and sends the TAN; resolves when the TAN entry is on screen. */
  onSave: (mobile: string) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation('signing');
  const [mobile, setMobile] = useState(initial ?? '');
  const [touched, setTouched] = useState(false);
  const { failed, run } = useOverlayAction(controls);
  const valid = isValidPhone(mobile.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    run(() => onSave(mobile.trim()));
  };
  return (
    <SigningOverlayLayout tone="primary" icon={<PhoneIphoneIcon />} title={t('mobile.title')}>
      {t('mobile.text')}
      <OverlayForm
        controls={controls}
        failedText={failed ? t('mobile.failed') : undefined}
        submitLabel={t('mobile.submit')}
        onSubmit={submit}
        onBack={onBack}
      >
        <InputField
          label={t('mobile.label')}
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !valid}
          helperText={touched && !valid ? t('mobile.invalid') : t('mobile.hint')}
          type="tel"
          autoComplete="tel"
          autoFocus
        />
      </OverlayForm>
    </SigningOverlayLayout>
  );
}
