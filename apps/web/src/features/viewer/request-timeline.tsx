import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  getSignatureRequestTimeline,
  type TimelineAction,
  type TimelineEntry,
  type TimelinePerson,
} from '@signet/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/api-client.ts';
import { currentLocale } from '../../lib/i18n/i18n.ts';
import { formatDateTime } from '../../lib/i18n/locales.ts';
import { signatureRequestKeys } from '../requests/index.ts';

/** The request's timeline (GET …/timeline), refreshed with the request (same key root). */
export function useRequestTimeline(id: string) {
  return useQuery({
    queryKey: signatureRequestKeys.timeline(id),
    queryFn: ({ signal }) => call(getSignatureRequestTimeline, { params: { id } }, { signal }),
  });
}

/** A person by name with the address beside it, or the address alone. */
export function personText(person: TimelinePerson): string {
  return person.name ? `${person.name} (${person.email})` : person.email;
}

const ACTION_TEXT: Record<TimelineAction, string> = {
  created: 'timeline.action.created',
  initiated: 'timeline.action.initiated',
  viewed: 'timeline.action.viewed',
  tan_sent: 'timeline.action.tan_sent',
  tan_failed: 'timeline.action.tan_failed',
  identification_failed: 'timeline.action.identification_failed',
  signed: 'timeline.action.signed',
  declined: 'timeline.action.declined',
  reminded: 'timeline.action.reminded',
  delegated: 'timeline.action.delegated',
  withdrawn: 'timeline.action.withdrawn',
  expired: 'timeline.action.expired',
  completed: 'timeline.action.completed',
};

function actionKey(entry: TimelineEntry): string {
  if (entry.action === 'reminded' && entry.automatic) return 'timeline.action.reminded_automatic';
  if (entry.action === 'tan_failed' && entry.code === 'TAN_LOCKED') {
    return 'timeline.action.tan_locked';
  }
  return ACTION_TEXT[entry.action];
}

/**
 * What happened to the request, oldest first (issue 20): read from the hash-chained events the
 * protocol prints, people by name and address, times in the reader's time zone.
 */
export function RequestTimeline({ requestId }: { requestId: string }) {
  const { t } = useTranslation('viewer');
  const timeline = useRequestTimeline(requestId);
  if (!timeline.data) return null;
  const { entries, chain } = timeline.data;
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('timeline.empty')}
      </Typography>
    );
  }
  return (
    <>
      {!chain.valid && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t('timeline.chain_broken', { seq: chain.broken_at })}
        </Alert>
      )}
      <Box
        component="ol"
        data-testid="request-timeline"
        sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', pl: 4 }}
      >
        {entries.map((entry) => (
          <Box component="li" key={entry.seq} sx={{ py: 2 }} data-action={entry.action}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t(actionKey(entry), {
                actor: entry.actor ? personText(entry.actor) : t('timeline.system'),
                people: entry.people.map(personText).join(', '),
                interpolation: { escapeValue: false },
              })}
            </Typography>
            <Typography
              component="time"
              dateTime={entry.at}
              variant="caption"
              color="text.secondary"
            >
              {formatDateTime(entry.at, currentLocale())}
            </Typography>
            {entry.message && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: 'italic' }}
              >
                {entry.message}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </>
  );
}
