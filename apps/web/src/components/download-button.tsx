import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { snackbars } from '../lib/hosts/hosts.ts';
import { AppButton, type AppButtonKind } from './app-button.tsx';
import { DownloadIcon } from './icons.tsx';

/**
 * A button that downloads one file (the /signed page, the viewer): it shows loading while the
 * file comes and a snackbar when it does not. `noWrap` keeps a long label (a file name) on one
 * line, cut short; `title` then gives the full text.
 */
export function DownloadButton({
  label,
  action,
  failedMessage,
  kind = 'secondary',
  noWrap = false,
  title,
}: {
  label: string;
  action: () => Promise<void>;
  failedMessage: string;
  kind?: AppButtonKind;
  noWrap?: boolean;
  /** The full text when the label is cut short (a long file name). */
  title?: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await action();
    } catch {
      // A 401 has already ended the session (the download helper tells the shell).
      snackbars.show({ message: failedMessage, color: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppButton
      kind={kind}
      startIcon={<DownloadIcon />}
      loading={busy}
      onClick={() => void run()}
      title={title}
      {...(noWrap ? { sx: { justifyContent: 'flex-start', minWidth: 0 } } : {})}
    >
      {noWrap ? (
        <Typography component="span" noWrap sx={{ font: 'inherit' }}>
          {label}
        </Typography>
      ) : (
        label
      )}
    </AppButton>
  );
}
