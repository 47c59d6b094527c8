import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDay, isOrdered, type SignatureRequest } from '@signet/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { currentLocale } from '../../lib/i18n/i18n.ts';
import { actionErrorText } from './action-error.ts';
import { LEGISLATION_LABELS, LEVEL_LABELS } from './level.ts';
import { LevelMissingWarning } from './level-missing-warning.tsx';
import { signerLabel } from './people.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ mb: 4 }}>
      <Typography
        component="dt"
        variant="overline"
        sx={{ color: 'text.secondary', fontWeight: 700 }}
      >
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** Signers in any order (-1) come after the ordered ones in the summary's list. */
const rank = (sequence: number) => (sequence < 0 ? Number.MAX_SAFE_INTEGER : sequence);

/**
 * Before a draft is sent, what will go out as it is stored (issue 20): its documents, its signers
 * in order, level, legislation and message. Confirming sends it.
 */
export function SendConfirmDialog({
  controls,
  request,
  onConfirm,
}: {
  controls: DialogControls;
  request: SignatureRequest;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation('viewer');
  // Skribble's sequence: -1 is any order (ADR 0630); otherwise ascending, -1 signers at any time.
  const ordered = isOrdered(request.signatures);
  const signers = ordered
    ? [...request.signatures].sort((a, b) => rank(a.sequence) - rank(b.sequence))
    : request.signatures;
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await controls.run(onConfirm);
    } catch (error) {
      setFailure(actionErrorText(t, error));
    }
  };
  return (
    <>
      <DialogTitle>{t('send.title')}</DialogTitle>
      {/* The summary scrolls on a small screen (more so with a level warning): keyboard users
          reach it too (axe scrollable-region-focusable). */}
      <DialogContent tabIndex={0} role="region" aria-label={t('send.title')}>
        <DialogContentText sx={{ mb: 5 }}>
          {ordered ? t('guide.send_text_ordered') : t('guide.send_text_any')}
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 4 }}>
            {failure}
          </Alert>
        )}
        <LevelMissingWarning request={request} />
        <Box component="dl" sx={{ m: 0 }} data-testid="send-summary">
          <Row label={t('send.request_title')}>{request.title}</Row>
          <Row label={t('send.documents')}>
            <Box component="ul" sx={{ m: 0, pl: 5 }}>
              {request.documents.map((document) => (
                <li key={document.id}>{document.name}</li>
              ))}
            </Box>
          </Row>
          <Row label={ordered ? t('send.signers') : t('guide.send_signers_any')}>
            <Box component={ordered ? 'ol' : 'ul'} sx={{ m: 0, pl: 5 }} data-testid="send-signers">
              {signers.map((signature) => (
                <li key={signature.sid}>
                  {signature.signer_group?.name ?? signerLabel(request, signature)}
                  {ordered && signature.sequence < 0 && ` (${t('guide.any_time')})`}
                </li>
              ))}
            </Box>
          </Row>
          <Row label={t('send.level')}>
            {request.quality ? t(LEVEL_LABELS[request.quality]) : t('send.level_default')}
          </Row>
          <Row label={t('send.legislation')}>
            {request.legislation
              ? t(LEGISLATION_LABELS[request.legislation])
              : t('send.level_default')}
          </Row>
          <Row label={t('deadline.title')}>
            {request.expiration_date
              ? t('deadline.expires_on', {
                  date: formatDay(request.expiration_date, currentLocale()),
                })
              : t('deadline.none')}
          </Row>
          <Row label={t('send.message')}>
            <Box sx={{ whiteSpace: 'pre-wrap' }}>{request.message || t('send.no_message')}</Box>
          </Row>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('dialog.cancel')}
        </AppButton>
        <AppButton onClick={() => void confirm()} loading={controls.loading}>
          {t('send.confirm')}
        </AppButton>
      </DialogActions>
    </>
  );
}
