import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { DirectSignatureRequest } from '@signet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { DownloadIcon } from '../../components/icons.tsx';
import { downloadAsGuest } from './direct.api.ts';
import type { GuestSession } from './guest-session.ts';

/** The signed documents for a guest who has signed (not when the link set `hidedownload`). */
export function GuestDownloads({
  session,
  documents,
}: {
  session: GuestSession;
  documents: DirectSignatureRequest['documents'];
}) {
  const { t } = useTranslation('direct');
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (id: string, name: string) => {
    setBusy(id);
    setFailed(false);
    try {
      await downloadAsGuest(session, id, name);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack spacing={2} sx={{ mt: 6, alignItems: 'center' }}>
      {documents.map((document) => (
        <AppButton
          key={document.id}
          kind="text"
          startIcon={<DownloadIcon />}
          loading={busy === document.id}
          onClick={() => void download(document.id, document.name)}
          sx={{ maxWidth: '100%', overflowWrap: 'anywhere' }}
        >
          {documents.length === 1 ? t('viewer.download') : document.name}
        </AppButton>
      ))}
      {failed && (
        <Alert severity="error" sx={{ textAlign: 'left' }}>
          {t('load_failed')}
        </Alert>
      )}
    </Stack>
  );
}
