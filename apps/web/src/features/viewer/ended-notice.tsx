import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { formatDay, type SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n/i18n.ts';
import { useRequestEvents } from './viewer.api.ts';

/** A declined or withdrawn request says who ended it and with what message (from its events). */
export function EndedNotice({ request }: { request: SignatureRequest }) {
  const { t } = useTranslation('viewer');
  const ended = request.status_overall === 'DECLINED' || request.status_overall === 'WITHDRAWN';
  const events = useRequestEvents(request.id, ended);
  if (!ended) return null;
  const action = request.status_overall === 'DECLINED' ? 'declined' : 'withdrawn';
  const event = events.data?.events.findLast((e) => e.action === action || e.action === 'expired');
  // A request whose last day to sign passed ended on its own (ADR 0550).
  if (event?.action === 'expired' && request.expiration_date) {
    return (
      <Alert
        severity="warning"
        data-testid="ended-notice"
        sx={{ width: '100%', maxWidth: 820, mx: 'auto', mb: 6, borderRadius: 2 }}
      >
        {t('expired_notice', { date: formatDay(request.expiration_date, currentLocale()) })}
      </Alert>
    );
  }
  const name = event?.actor_email ?? t('ended.someone');
  const message = typeof event?.data.message === 'string' ? event.data.message : '';
  return (
    <Alert
      severity={action === 'declined' ? 'error' : 'warning'}
      data-testid="ended-notice"
      sx={{ width: '100%', maxWidth: 820, mx: 'auto', mb: 6, borderRadius: 2 }}
    >
      <AlertTitle sx={{ overflowWrap: 'anywhere' }}>
        {action === 'declined' ? t('ended.declined', { name }) : t('ended.withdrawn', { name })}
      </AlertTitle>
      {message ? (
        <Box
          component="blockquote"
          sx={{
            m: 0,
            pl: 3,
            borderLeft: 3,
            borderColor: 'currentColor',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {message}
        </Box>
      ) : (
        t('ended.no_message')
      )}
    </Alert>
  );
}
