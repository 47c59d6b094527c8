import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { href, type SignatureRequest, signingProgress } from '@signet/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { DownloadButton } from '../../components/download-button.tsx';
import { CheckCircleIcon, DocumentIcon } from '../../components/icons.tsx';
import { downloadDocument, downloadProtocol, downloadZip } from '../../lib/request-downloads.ts';
import { requestOptions } from '../requests/index.ts';

function RequestDownloads({ request }: { request: SignatureRequest }) {
  const { t } = useTranslation('signing');
  const progress = signingProgress(request);
  return (
    <Stack spacing={5}>
      <Typography color="text.secondary">
        {progress.complete
          ? t('signed.complete', { title: request.title })
          : t('signed.waiting', { title: request.title, count: progress.open })}
      </Typography>
      <Box>
        <Typography variant="overline" color="text.secondary">
          {t('signed.progress', { signed: progress.signed, total: progress.total })}
        </Typography>
        <Box
          role="progressbar"
          aria-label={t('signed.progress', { signed: progress.signed, total: progress.total })}
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.signed}
          sx={{ mt: 1, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
        >
          <Box
            sx={{
              height: '100%',
              width: `${progress.total ? (100 * progress.signed) / progress.total : 0}%`,
              bgcolor: progress.complete ? 'success.main' : 'secondary.main',
            }}
          />
        </Box>
      </Box>
      <Divider />
      <Stack spacing={3}>
        {request.documents.map((document) => (
          <Stack
            key={document.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={3}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Stack direction="row" spacing={2} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
              <DocumentIcon color="primary" />
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {document.name}
              </Typography>
            </Stack>
            <DownloadButton
              kind={progress.complete ? 'primary' : 'secondary'}
              label={progress.complete ? t('signed.download_signed') : t('signed.download_current')}
              failedMessage={t('signed.download_failed')}
              action={() => downloadDocument(document.id, document.name, true)}
            />
          </Stack>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        {request.documents.length > 1 && (
          <DownloadButton
            label={t('signed.download_zip')}
            failedMessage={t('signed.download_failed')}
            action={() => downloadZip(request.id, request.title, true)}
          />
        )}
        {progress.complete && (
          <DownloadButton
            label={t('signed.download_protocol')}
            failedMessage={t('signed.download_failed')}
            action={() => downloadProtocol(request.id, request.title)}
          />
        )}
      </Stack>
    </Stack>
  );
}

/** /signed: what happened and the next steps (download, the document, the dashboard). */
export function SignedSummary({ requestId }: { requestId: string | undefined }) {
  const { t } = useTranslation('signing');
  const query = useQuery({ ...requestOptions(requestId ?? ''), enabled: requestId !== undefined });
  return (
    <Paper
      elevation={0}
      sx={{
        mx: 'auto',
        maxWidth: 640,
        p: { xs: 5, sm: 10 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      <Stack spacing={6}>
        <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
          <Typography variant="h1">{t('signed.title')}</Typography>
        </Stack>
        {requestId === undefined && (
          <Typography color="text.secondary">{t('signed.text_without_request')}</Typography>
        )}
        {query.isPending && requestId !== undefined && (
          <Stack spacing={2} aria-busy="true">
            <Skeleton width="80%" />
            <Skeleton width="60%" />
            <Skeleton variant="rounded" height={48} />
          </Stack>
        )}
        {query.isError && <Alert severity="warning">{t('signed.load_failed')}</Alert>}
        {query.data && <RequestDownloads request={query.data} />}
        <Divider />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={3}>
          <AppButton kind="text" to="/dashboard">
            {t('signed.to_dashboard')}
          </AppButton>
          {requestId !== undefined && (
            <AppButton kind="secondary" to={href('view', { srid: requestId })}>
              {t('signed.open_document')}
            </AppButton>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
