import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { setRetention } from './requests.api.ts';

/** The retention periods offered (days); the API takes 1 to 3650. */
export const RETENTION_CHOICES = [7, 30, 90, 365] as const;

/**
 * §2 general dialog "activate auto-deletion": documents of ended requests are deleted after the
 * chosen number of days (PUT /v1/user {retention}; the server's retention job does the deleting).
 */
export function AutoDeletionActivateDialog({
  controls,
  onChanged,
}: {
  controls: DialogControls;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('requests');
  const [days, setDays] = useState<number>(30);
  const activate = async () => {
    try {
      await controls.run(async () => {
        await setRetention(days);
        await onChanged();
      });
    } catch {
      snackbars.show({ message: t('snackbar.retention_failed'), color: 'error' });
    }
  };
  return (
    <>
      <DialogTitle>{t('dialog.activate_auto_deletion.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>
          {t('dialog.activate_auto_deletion.text')}
        </DialogContentText>
        <FormControl>
          <FormLabel id="retention-days">{t('dialog.activate_auto_deletion.days')}</FormLabel>
          <RadioGroup
            aria-labelledby="retention-days"
            value={String(days)}
            onChange={(_, value) => setDays(Number(value))}
          >
            {RETENTION_CHOICES.map((choice) => (
              <FormControlLabel
                key={choice}
                value={String(choice)}
                control={<Radio />}
                label={t('dialog.activate_auto_deletion.option', { count: choice })}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('dialog.cancel')}
        </AppButton>
        <AppButton onClick={activate} loading={controls.loading}>
          {t('dialog.activate_auto_deletion.submit')}
        </AppButton>
      </DialogActions>
    </>
  );
}
