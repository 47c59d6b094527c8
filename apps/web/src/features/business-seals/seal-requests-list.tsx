import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type SealRequest } from '@signet/contract';
import { DEFAULT_LOCALE, toLocale } from '../../lib/i18n/locales.ts';
import { useSealRequests } from './business-seals.queries.ts';
import { useSealsTranslation } from './seals-translation.ts';

const COLOUR = { OPEN: 'info', ISSUED: 'success', REJECTED: 'error' } as const;
const STATUS_TEXT = {
  OPEN: 'request.status.OPEN',
  ISSUED: 'request.status.ISSUED',
  REJECTED: 'request.status.REJECTED',
} as const;

/** The business's seal requests, newest first, with what the operator decided and why. */
export function SealRequestsList({ businessId }: { businessId: string }) {
  const { t, i18n } = useSealsTranslation();
  const requests = useSealRequests(businessId);
  const language = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  if (requests.isPending) return <LinearProgress aria-label={t('request.list_heading')} />;
  if (requests.isError) return <Typography role="alert">{t('page.load_failed')}</Typography>;
  if (requests.data.length === 0) {
    return <Typography color="text.secondary">{t('request.none')}</Typography>;
  }
  const line = (request: SealRequest) =>
    request.decidedAt
      ? t('request.decided_on', { date: formatDateTime(request.decidedAt, language) })
      : t('request.requested_on', { date: formatDateTime(request.createdAt, language) });
  return (
    <List disablePadding aria-label={t('request.list_heading')}>
      {requests.data.map((request) => (
        <ListItem key={request.id} divider disableGutters sx={{ display: 'block', py: 3 }}>
          <Stack
            direction="row"
            spacing={3}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
          >
            <div style={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {request.accountName}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {request.organisationName} · {request.registerNumber}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {line(request)}
              </Typography>
            </div>
            <Chip
              size="small"
              color={COLOUR[request.status]}
              variant={request.status === 'OPEN' ? 'outlined' : 'filled'}
              label={t(STATUS_TEXT[request.status])}
              sx={{ flexShrink: 0 }}
            />
          </Stack>
          {request.reason && (
            <Typography variant="body2" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
              {t('request.reason', { reason: request.reason })}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
