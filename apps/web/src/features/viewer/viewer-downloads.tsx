import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../components/download-button.tsx';
import { downloadDocument, downloadProtocol, downloadZip } from '../../lib/request-downloads.ts';
import type { ViewerAbilities } from './viewer-abilities.ts';

/**
 * Downloads for the owner, signers and observers: each document (signed once anyone signed, else
 * the original), the zip of several, and the signature protocol once the request is SIGNED.
 */
export function ViewerDownloads({
  request,
  abilities,
}: {
  request: SignatureRequest;
  abilities: ViewerAbilities;
}) {
  const { t } = useTranslation('viewer');
  const signed = abilities.downloadSigned;
  const single = request.documents.length === 1;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {abilities.canDownloadProtocol
          ? t('download.complete_hint')
          : signed
            ? t('download.signed_hint')
            : t('download.original_hint')}
      </Typography>
      {request.documents.map((document) => {
        const label = single
          ? signed
            ? t('download.signed')
            : t('download.original')
          : t('download.document', { name: document.name });
        return (
          <DownloadButton
            key={document.id}
            label={label}
            title={single ? undefined : label}
            // A file name is cut short on one line; the fixed labels wrap whole (German ones are long).
            noWrap={!single}
            failedMessage={t('download.failed')}
            action={() => downloadDocument(document.id, document.name, signed)}
          />
        );
      })}
      {abilities.canDownloadZip && (
        <DownloadButton
          label={t('download.zip')}
          failedMessage={t('download.failed')}
          action={() => downloadZip(request.id, request.title, signed)}
        />
      )}
      {abilities.canDownloadProtocol && (
        <DownloadButton
          label={t('download.protocol')}
          failedMessage={t('download.failed')}
          action={() => downloadProtocol(request.id, request.title)}
        />
      )}
    </Stack>
  );
}
