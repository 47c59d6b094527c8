import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, href, type SignatureRequest } from '@signet/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { DocumentIcon } from '../../components/icons.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { DEFAULT_LOCALE, toLocale } from '../../lib/i18n/locales.ts';
import { claimSendToRequest, getSendTo } from './requests.api.ts';
import { sendToKeys } from './requests.queries.ts';

/**
 * /sendto/{id}: a document handed to Signet for someone to claim (§7 GET …/get-internal,
 * POST …/claim; §8 'Failed to claim signature request').
 */
export function SendToView({
  id,
  onClaimed,
}: {
  id: string;
  onClaimed: (request: SignatureRequest) => void;
}) {
  const { t, i18n } = useTranslation('requests');
  const sendTo = useQuery({
    queryKey: sendToKeys.one(id),
    queryFn: ({ signal }) => getSendTo(id, signal),
  });
  const [claiming, setClaiming] = useState(false);
  if (sendTo.isPending) return <LinearProgress aria-label={t('sendto.loading')} />;
  if (sendTo.isError) throw sendTo.error;
  const item = sendTo.data;
  const claim = async () => {
    setClaiming(true);
    try {
      onClaimed(await claimSendToRequest(id));
    } catch {
      snackbars.show({ message: t('snackbar.claim_failed'), color: 'error' });
      setClaiming(false);
    }
  };
  const language = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  return (
    <Stack spacing={6}>
      <Typography variant="h1">{t('sendto.heading')}</Typography>
      <Paper
        elevation={0}
        sx={{ p: { xs: 5, sm: 8 }, border: 1, borderColor: 'divider', borderRadius: 3 }}
      >
        <Stack direction="row" spacing={4} sx={{ alignItems: 'center', mb: 5 }}>
          <DocumentIcon color="primary" sx={{ fontSize: 40 }} />
          <div>
            <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Typography>
            {item.status === 'UNCLAIMED' && (
              <Typography variant="body2" color="text.secondary">
                {t('sendto.expires', { date: formatDateTime(item.expires_at, language) })}
              </Typography>
            )}
          </div>
        </Stack>
        {item.status === 'UNCLAIMED' && (
          <>
            <Typography color="text.secondary" sx={{ mb: 5 }}>
              {t('sendto.text')}
            </Typography>
            <AppButton size="large" onClick={claim} loading={claiming}>
              {t('sendto.claim')}
            </AppButton>
          </>
        )}
        {item.status === 'EXPIRED' && <Alert severity="warning">{t('sendto.expired')}</Alert>}
        {item.status === 'CLAIMED' && (
          <Alert
            severity="info"
            action={
              item.signature_request_id ? (
                <AppButton
                  kind="text"
                  color="inherit"
                  size="small"
                  to={href('view', { srid: item.signature_request_id })}
                >
                  {t('sendto.open')}
                </AppButton>
              ) : undefined
            }
          >
            {t('sendto.claimed')}
          </Alert>
        )}
      </Paper>
    </Stack>
  );
}
