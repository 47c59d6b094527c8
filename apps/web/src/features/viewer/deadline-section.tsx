import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay, type SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n/i18n.ts';
import { formatDateTime } from '../../lib/i18n/locales.ts';

/** The newest reminder any signer got (the owner's or an automatic one), if any. */
export function lastRemindedAt(request: SignatureRequest): string | undefined {
  return request.signatures
    .map((signature) => signature.last_reminded_at)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
}

/** "Expires on" and "last reminded" of a sent request (issue 20). */
export function DeadlineSection({ request }: { request: SignatureRequest }) {
  const { t } = useTranslation('viewer');
  const language = currentLocale();
  const reminded = lastRemindedAt(request);
  const date = request.expiration_date;
  // An ended request says how it ended elsewhere (the ended notice); its date no longer counts.
  const isOpen = request.status_overall === 'OPEN';
  return (
    <Stack spacing={1} data-testid="request-deadline">
      {isOpen && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {date
            ? t('deadline.expires_on', { date: formatDay(date, language) })
            : t('deadline.none')}
        </Typography>
      )}
      {date && isOpen && (
        <Typography variant="body2" color="text.secondary">
          {t('deadline.automatic')}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {reminded
          ? t('deadline.last_reminded', { date: formatDateTime(reminded, language) })
          : t('deadline.never_reminded')}
      </Typography>
    </Stack>
  );
}
