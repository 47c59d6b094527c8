import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { attributeValue, type User, VISUAL_SIGNATURE_TEXT_MAX_LENGTH } from '@signet/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { InputField } from '../../components/input-field.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { imageErrorKey } from './visual-errors.ts';
import { saveSignatureData } from './visual-signatures.api.ts';

/**
 * §2 document dialog "visual signature data": at signing time, a user without a visual signature
 * gives the lines of the stamp once (name, company, location); they are kept in the §3
 * attributes visual_signature_*. Open it when `needsVisualSignatureData` says so.
 */
export function VisualSignatureDataDialog({
  controls,
  user,
  onSaved,
}: {
  controls: DialogControls;
  user: Pick<User, 'firstName' | 'lastName' | 'attributes'>;
  /** Called with the updated account once the lines are stored (signing goes on from there). */
  onSaved: (user: User) => Promise<void> | void;
}) {
  const { t } = useTranslation('visual');
  const [name, setName] = useState(
    attributeValue(user.attributes, 'visual_signature_name') ??
      `${user.firstName} ${user.lastName}`.trim(),
  );
  const [company, setCompany] = useState(
    attributeValue(user.attributes, 'visual_signature_company') ?? '',
  );
  const [location, setLocation] = useState(
    attributeValue(user.attributes, 'visual_signature_location') ?? '',
  );
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nameMissing = name.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameMissing) return;
    setFailure(null);
    try {
      await controls.run(async () => {
        const updated = await saveSignatureData({ name, company, location });
        await onSaved(updated);
      });
    } catch (error) {
      setFailure(t(imageErrorKey(error)));
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{t('data.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 5 }}>{t('data.text')}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 4 }}>
            {failure}
          </Alert>
        )}
        <Stack spacing={4} sx={{ pt: 1 }}>
          <InputField
            label={t('edit.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={touched && nameMissing}
            helperText={touched && nameMissing ? t('edit.required') : undefined}
            autoComplete="name"
            inputProps={{ maxLength: VISUAL_SIGNATURE_TEXT_MAX_LENGTH.line }}
            autoFocus
          />
          <InputField
            label={t('edit.company')}
            value={company}
            onChange={(event) => setCompany(event.target.value)}
            autoComplete="organization"
            inputProps={{ maxLength: VISUAL_SIGNATURE_TEXT_MAX_LENGTH.line }}
          />
          <InputField
            label={t('edit.location')}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            autoComplete="address-level2"
            inputProps={{ maxLength: VISUAL_SIGNATURE_TEXT_MAX_LENGTH.line }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('edit.cancel')}
        </AppButton>
        <AppButton type="submit" loading={controls.loading}>
          {t('data.confirm')}
        </AppButton>
      </DialogActions>
    </form>
  );
}
