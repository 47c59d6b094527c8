import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignatureRequest } from '@signet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { DownloadIcon } from '../../components/icons.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { downloadDocument, downloadProtocol, downloadZip } from './viewer.api.ts';
import type { ViewerAbilities } from './viewer-abilities.ts';

function DownloadButton({
  label,
  title,
  action,
}: {
  label: string;
  /** The full text when the label is cut short (a long file name). */
  title?: string;
  action: () => Promise<void>;
}) {
  const { t } = useTranslation('viewer');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await action();
    } catch {
      // A 401 has already ended the session (the download helper tells the shell).
      snackbars.show({ message: t('download.failed'), color: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppButton
      kind="secondary"
      startIcon={<DownloadIcon />}
      loading={busy}
      onClick={() => void run()}
      title={title}
      sx={{ justifyContent: 'flex-start', minWidth: 0 }}
    >
      <Typography component="span" noWrap sx={{ font: 'inherit' }}>
        {label}
      </Typography>
    </AppButton>
  );
}

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
            action={() => downloadDocument(document.id, document.name, signed)}
          />
        );
      })}
      {abilities.canDownloadZip && (
        <DownloadButton
          label={t('download.zip')}
          action={() => downloadZip(request.id, request.title, signed)}
        />
      )}
      {abilities.canDownloadProtocol && (
        <DownloadButton
          label={t('download.protocol')}
          action={() => downloadProtocol(request.id, request.title)}
        />
      )}
    </Stack>
  );
}
