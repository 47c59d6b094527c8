import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { SIGNING_LOCK_MINUTES, TAN_LENGTH } from '@signet/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { InputField } from '../../components/input-field.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { currentLocale } from '../../lib/i18n/i18n.ts';
import { formatDateTime } from '../../lib/i18n/locales.ts';
import type { Consent } from './consent.ts';
import { isTanFormat, normaliseTan } from './tan.ts';
import { resendButton, type TanDialogState } from './tan-dialog-state.ts';

const LEVEL_TEXT: Record<Consent['quality'], string> = {
  SES: 'guide.level.SES',
  AES: 'guide.level.AES',
  AES_MINIMAL: 'guide.level.AES_MINIMAL',
  QES: 'guide.level.QES',
  DEMO: 'guide.level.DEMO',
};
const LEGISLATION_TEXT: Record<Consent['legislation'], string> = {
  ZERTES: 'guide.legislation.ZERTES',
  EIDAS: 'guide.legislation.EIDAS',
};

/** The current time, ticking once a second while `ticking` (the resend countdown). */
function useNow(ticking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * §2 dialog "TAN entry": the 6-digit code sent by SMS when signing started (issue 6). Submitting
 * hands the code to the flow, which shows the "signing in progress" overlay. A wrong or expired
 * code comes back here with the reason under the field and the tries left (issue 20); "Send a new
 * code" stays disabled, counting down, until the server's `resendAt` or a 429's Retry-After
 * (issue 13).
 */
export function TanEntryDialog({
  controls,
  mobile,
  consent,
  initial,
  onSubmit,
  onResend,
  onCancel,
}: {
  controls: DialogControls;
  /** The number the TAN went to, masked by the server. */
  mobile: string | undefined;
  /** What the signer agrees to by entering the code (issue 20). */
  consent: Consent;
  /** Tries, resend time and notice the dialog opens with. */
  initial: TanDialogState;
  onSubmit: (tan: string) => void;
  /** Asks for a new TAN: the dialog's state after the answer, or undefined if the flow moved on. */
  onResend: () => Promise<TanDialogState | undefined>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('signing');
  const [tan, setTan] = useState('');
  const [touched, setTouched] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendFailed, setResendFailed] = useState(false);
  const [state, setState] = useState(initial);
  const [ticking, setTicking] = useState(true);
  const now = useNow(ticking);
  const button = resendButton(state.resendAt, state.notice, now);
  useEffect(() => setTicking(button.state !== 'ready'), [button.state]);

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
      const next = await onResend();
      if (!next) return;
      setState(next);
      setTicking(true);
      if (next.notice?.kind !== 'rateLimited') {
        setTan('');
        setTouched(false);
      }
    } catch {
      setResendFailed(true);
    } finally {
      setResending(false);
    }
  };
  const time = (at: Date) => formatDateTime(at, currentLocale());
  const { notice } = state;
  const formatWrong = touched && !valid;
  // The server's word on the last code stays under the field while the new one is typed and when
  // the field loses focus: only a code of the wrong form replaces it. Were it to vanish on blur, the
  // text under the field would shrink as the finger lands on "Sign now", the button would move up
  // and the tap would miss it.
  const fieldError = formatWrong
    ? undefined
    : notice?.kind === 'invalid'
      ? notice.triesLeft === 1
        ? t('tan.invalid_last', { minutes: SIGNING_LOCK_MINUTES })
        : t('tan.invalid', { tries: notice.triesLeft })
      : notice?.kind === 'expired'
        ? t('tan.expired')
        : undefined;
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{t('tan.title')}</DialogTitle>
      <DialogContent>
        <Box
          data-testid="signing-consent"
          sx={{
            mb: 5,
            p: 3,
            borderRadius: 2,
            bgcolor: 'background.default',
            borderLeft: 3,
            borderColor: 'primary.main',
            overflowWrap: 'anywhere',
          }}
        >
          {t('guide.consent', {
            title: consent.title,
            name: consent.name,
            level: t(LEVEL_TEXT[consent.quality]),
            legislation: t(LEGISLATION_TEXT[consent.legislation]),
          })}
        </Box>
        <DialogContentText sx={{ mb: 5 }}>
          {mobile ? t('tan.text_to', { mobile: mobile }) : t('tan.text')}
        </DialogContentText>
        {notice?.kind === 'rateLimited' && (
          <Alert severity="info" sx={{ mb: 5 }}>
            {t('tan.rate_limited')}
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
          onChange={(event) => {
            setTan(normaliseTan(event.target.value));
            setTouched(false);
          }}
          onBlur={() => {
            if (tan !== '') setTouched(true);
          }}
          error={formatWrong || fieldError !== undefined}
          helperText={formatWrong ? t('tan.format') : (fieldError ?? t('tan.hint'))}
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
          <Link
            component="button"
            type="button"
            variant="body2"
            disabled={resending || button.state !== 'ready'}
            aria-disabled={resending || button.state !== 'ready'}
            onClick={() => void resend()}
            sx={{
              '&:disabled': { color: 'text.secondary', textDecoration: 'none', cursor: 'default' },
            }}
          >
            {button.state === 'countdown'
              ? t('tan.resend_in', { seconds: button.seconds })
              : button.state === 'until'
                ? t('tan.resend_from', { time: time(button.at) })
                : t('tan.resend')}
          </Link>
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
