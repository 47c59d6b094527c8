import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { TAN_LENGTH } from '@signet/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { InputField } from '../../components/input-field.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { isTanFormat, normaliseTan } from './tan.ts';

/** Seconds before the code may be sent again, so a double click does not send two SMS. */
const RESEND_WAIT_SECONDS = 30;

/**
 * §2 dialog "TAN entry": the 6-digit code sent by SMS when signing started (issue 6). Submitting
 * hands the code to the flow, which shows the "signing in progress" overlay; "Send a new code"
 * asks the server for another one.
 */
export function TanEntryDialog({
  controls,
  mobile,
  notice,
  onSubmit,
  onResend,
  onCancel,
}: {
  controls: DialogControls;
  /** The number the TAN went to, masked by the server. */
  mobile: string | undefined;
  /** Shown above the field, e.g. after a wrong code. */
  notice?: string | undefined;
  onSubmit: (tan: string) => void;
  onResend: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('signing');
  const [tan, setTan] = useState('');
  const [touched, setTouched] = useState(false);
  const [resending, setResending] = useState(false);
  const [wait, setWait] = useState(RESEND_WAIT_SECONDS);
  const [resendFailed, setResendFailed] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const valid = isTanFormat(tan);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) onSubmit(tan);
  };
  const resend = async () => {
    setResending(true);
    setResendFailed(false);
    try {
      await onResend();
      setTan('');
      setTouched(false);
      setWait(RESEND_WAIT_SECONDS);
    } catch {
      setResendFailed(true);
    } finally {
      setResending(false);
    }
  };
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{t('tan.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 5 }}>
          {mobile ? t('tan.text_to', { mobile: mobile }) : t('tan.text')}
        </DialogContentText>
        {notice && (
          <Alert severity="warning" sx={{ mb: 5 }}>
            {notice}
          </Alert>
        )}
        {resendFailed && (
          <Alert severity="error" sx={{ mb: 5 }}>
            {t('tan.resend_failed')}
          </Alert>
        )}
        <InputField
          label={t('tan.label')}
          value={tan}
          onChange={(event) => setTan(normaliseTan(event.target.value))}
          onBlur={() => setTouched(true)}
          error={touched && !valid}
          helperText={touched && !valid ? t('tan.format') : t('tan.hint')}
          autoFocus
          autoComplete="one-time-code"
          inputProps={{
            inputMode: 'numeric',
            maxLength: TAN_LENGTH,
            pattern: '[0-9]*',
            style: { letterSpacing: '0.5em', fontSize: '1.5rem', fontWeight: 600 },
          }}
        />
        <Box sx={{ mt: 4 }}>
          {wait > 0 ? (
            <DialogContentText variant="body2">
              {t('tan.resend_wait', { seconds: wait })}
            </DialogContentText>
          ) : (
            <Link
              component="button"
              type="button"
              variant="body2"
              disabled={resending}
              onClick={() => void resend()}
            >
              {t('tan.resend')}
            </Link>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton
          kind="text"
          onClick={() => {
            controls.close();
            onCancel();
          }}
        >
          {t('actions.cancel')}
        </AppButton>
        <AppButton type="submit" loading={controls.loading}>
          {t('tan.submit')}
        </AppButton>
      </DialogActions>
    </form>
  );
}
