import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import type { DirectVerification } from '@signet/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { InputField } from '../../components/input-field.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { verification } from './direct.api.ts';
import type { GuestSession } from './guest-session.ts';

const SECRET = /^\d{6}$/;

/** What went wrong with a secret, by the server's code (ADR 0801). */
const FAILURE_TEXT: Record<string, string> = {
  VERIFICATION_SECRET_INVALID: 'verification.invalid',
  VERIFICATION_EXPIRED: 'verification.expired',
  VERIFICATION_USED: 'verification.expired',
  VERIFICATION_LOCKED: 'verification.locked',
};

/**
 * The one-time confirmation of a mobile number the guest added (§7 api/respond|resend|cancel,
 * ADR 0801): the code sent to the number confirms it; then the signing TAN can go there.
 */
export function VerificationDialog({
  controls,
  session,
  pending,
  onConfirmed,
}: {
  controls: DialogControls;
  session: GuestSession;
  pending: DirectVerification;
  /** Goes on with signing (the TAN); resolves when its next screen is up. */
  onConfirmed: () => Promise<void>;
}) {
  const { t } = useTranslation('direct');
  const [secret, setSecret] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [current, setCurrent] = useState(pending);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!SECRET.test(secret)) return setFailure('verification.invalid');
    setFailure(null);
    try {
      await controls.run(async () => {
        await verification.respond(session, current.id, secret);
        await onConfirmed();
      });
    } catch (error) {
      setFailure((isApiError(error) && FAILURE_TEXT[error.code]) || 'verification.failed');
    }
  };
  const resend = async () => {
    setFailure(null);
    try {
      setCurrent(await verification.resend(session, current.id));
      setSecret('');
    } catch {
      setFailure('verification.failed');
    }
  };
  const cancel = () => {
    void verification.cancel(session, current.id).catch(() => undefined);
    controls.close();
  };
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{t('verification.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 5 }}>
          {t('verification.text', { mobile: current.maskedTarget })}
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 5 }}>
            {t(failure)}
          </Alert>
        )}
        <InputField
          label={t('verification.label')}
          value={secret}
          onChange={(event) => setSecret(event.target.value.replace(/\D/g, '').slice(0, 6))}
          autoFocus
          autoComplete="one-time-code"
          inputProps={{ inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' }}
        />
        <Box sx={{ mt: 4 }}>
          <Link component="button" type="button" variant="body2" onClick={() => void resend()}>
            {t('verification.resend')}
          </Link>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={cancel}>
          {t('verification.cancel')}
        </AppButton>
        <AppButton type="submit" loading={controls.loading}>
          {t('verification.submit')}
        </AppButton>
      </DialogActions>
    </form>
  );
}
