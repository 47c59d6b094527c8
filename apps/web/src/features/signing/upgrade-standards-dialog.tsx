import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { SignatureRequest } from '@signet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { requiredStandard } from './required-standard.ts';
import { askLevelChange } from './signing.api.ts';

const LEVEL_TEXT = {
  ses: 'upgrade.level.ses',
  aes: 'upgrade.level.aes',
  qes: 'upgrade.level.qes',
} as const;

type Asked = 'idle' | 'busy' | 'sent' | 'already' | 'failed';

const ASKED_TEXT = {
  sent: 'upgrade.asked_sent',
  already: 'upgrade.asked_already',
  failed: 'upgrade.asked_failed',
} as const;

/**
 * §2 document dialog "upgrade standards": the request asks for a level the signer does not hold
 * (ADR 0600 UPGRADE_STANDARDS_REQUIRED). It names the level and the legislation it needs, and
 * leads on (issue 20): to identification, or to asking the sender for another level.
 */
export function UpgradeStandardsDialog({
  controls,
  request,
  emailVerified,
}: {
  controls: DialogControls;
  request: Pick<SignatureRequest, 'id' | 'quality' | 'legislation'>;
  emailVerified: boolean;
}) {
  const { t } = useTranslation('signing');
  const [asked, setAsked] = useState<Asked>('idle');
  const needed = requiredStandard(request);
  const needsEmail = needed.level === 'ses' && !emailVerified;
  const ask = async () => {
    setAsked('busy');
    try {
      await askLevelChange(request.id);
      setAsked('sent');
    } catch (error) {
      setAsked(
        isApiError(error) && error.code === 'LEVEL_CHANGE_ALREADY_ASKED' ? 'already' : 'failed',
      );
    }
  };
  return (
    <>
      <DialogTitle>{t('upgrade.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>
          {t(LEVEL_TEXT[needed.level], {
            legislation: needed.legislation === 'ZERTES' ? 'ZertES' : 'eIDAS',
          })}
        </DialogContentText>
        <DialogContentText>
          {needsEmail ? t('upgrade.verify_email') : t('upgrade.ask_sender')}
        </DialogContentText>
        {asked === 'sent' || asked === 'already' || asked === 'failed' ? (
          <Alert severity={asked === 'failed' ? 'error' : 'success'} sx={{ mt: 4 }} role="status">
            {t(ASKED_TEXT[asked])}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5, flexWrap: 'wrap', gap: 2 }}>
        {needsEmail ? null : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
            <AppButton kind="secondary" to="/profile/signature-standards" onClick={controls.close}>
              {t('upgrade.identify')}
            </AppButton>
            <AppButton
              kind="secondary"
              onClick={ask}
              loading={asked === 'busy'}
              disabled={asked === 'sent' || asked === 'already'}
            >
              {t('upgrade.ask')}
            </AppButton>
          </Stack>
        )}
        <AppButton onClick={controls.close} autoFocus>
          {t('upgrade.close')}
        </AppButton>
      </DialogActions>
    </>
  );
}
