import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { requiredStandard } from './required-standard.ts';

const LEVEL_TEXT = {
  ses: 'upgrade.level.ses',
  aes: 'upgrade.level.aes',
  qes: 'upgrade.level.qes',
} as const;

/**
 * §2 document dialog "upgrade standards": the request asks for a level the signer does not hold
 * (ADR 0600 UPGRADE_STANDARDS_REQUIRED). It names the level and the legislation it needs.
 */
export function UpgradeStandardsDialog({
  controls,
  request,
  emailVerified,
}: {
  controls: DialogControls;
  request: Pick<SignatureRequest, 'quality' | 'legislation'>;
  emailVerified: boolean;
}) {
  const { t } = useTranslation('signing');
  const needed = requiredStandard(request);
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
          {needed.level === 'ses' && !emailVerified
            ? t('upgrade.verify_email')
            : t('upgrade.ask_sender')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton onClick={controls.close} autoFocus>
          {t('upgrade.close')}
        </AppButton>
      </DialogActions>
    </>
  );
}
