import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { LEGISLATION_LABELS, LEVEL_LABELS } from './level.ts';
import { signerLabel } from './people.ts';

/** SES and the demo level ask only for a confirmed address; the others for an identification. */
const needsIdentification = (quality: SignatureRequest['quality']) =>
  quality === 'AES' || quality === 'AES_MINIMAL' || quality === 'QES';

/**
 * Issue 20: before sending, the signers with an account who lack the request's level (the
 * server's `level_missing`, in the owner's view only, ADR 0640), each by name with what they lack,
 * and what follows: they identify first, or ask the sender to change the level.
 */
export function LevelMissingWarning({ request }: { request: SignatureRequest }) {
  const { t } = useTranslation('viewer');
  const lacking = request.signatures.filter((signature) => signature.level_missing === true);
  if (lacking.length === 0) return null;
  const level = request.quality ? t(LEVEL_LABELS[request.quality]) : t('send.level_default');
  const legislation = request.legislation
    ? t(LEGISLATION_LABELS[request.legislation])
    : t('send.level_default');
  const identification = needsIdentification(request.quality);
  return (
    <Alert severity="warning" sx={{ mb: 5 }} data-testid="send-level-missing">
      <AlertTitle>{t('send.level_missing.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, mb: 2, pl: 5, overflowWrap: 'anywhere' }}>
        {lacking.map((signature) => (
          <li key={signature.sid}>
            {identification
              ? t('send.level_missing.identification', {
                  name: signerLabel(request, signature),
                  level,
                  legislation,
                })
              : t('send.level_missing.email', { name: signerLabel(request, signature) })}
          </li>
        ))}
      </Box>
      <Typography variant="body2">
        {identification
          ? t('send.level_missing.consequence')
          : t('send.level_missing.consequence_email')}
      </Typography>
    </Alert>
  );
}
