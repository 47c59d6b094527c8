import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { senderOf } from './people.ts';

/**
 * The sender's message above the pages on a phone (issue 20), where the side panel is a drawer
 * behind the (i) button: the signer reads what they are asked before they sign.
 */
export function PhoneMessage({ request }: { request: SignatureRequest }) {
  const { t } = useTranslation('viewer');
  if (!request.message) return null;
  const sender = senderOf(request);
  return (
    <Box
      component="section"
      aria-labelledby="phone-message-title"
      data-testid="phone-message"
      sx={{ bgcolor: 'background.paper', borderRadius: 2, p: 4, mb: 4, boxShadow: 1 }}
    >
      <Typography
        id="phone-message-title"
        component="h2"
        variant="body2"
        sx={{ fontWeight: 700, mb: 2, overflowWrap: 'anywhere' }}
      >
        {t('guide.message', { name: sender?.label ?? t('ended.someone') })}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {request.message}
      </Typography>
    </Box>
  );
}
