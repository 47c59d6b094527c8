import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ApiAccountWithKey } from '@signet/contract';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { useApiTranslation } from './api-translation.ts';

/**
 * The key of a new or reset API account, shown this once (only its hash is kept): the username,
 * the key with a copy button, and a warning that it cannot be shown again.
 */
export function ApiKeyDialog({
  controls,
  account,
}: {
  controls: DialogControls;
  account: ApiAccountWithKey;
}) {
  const { t } = useApiTranslation();
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.apiKey);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <DialogTitle>{t('key.title', { name: account.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={4} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('key.once')}</Alert>
          <TextField
            label={t('key.username')}
            value={account.username}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            label={t('key.key')}
            value={account.apiKey}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'api-key' } }}
          />
          {copied && (
            <Alert severity={copied === 'done' ? 'success' : 'error'} role="status">
              {t(copied === 'done' ? 'key.copied' : 'key.copy_failed')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="secondary" onClick={() => void copy()}>
          {t('key.copy')}
        </AppButton>
        <AppButton onClick={controls.close}>{t('key.done')}</AppButton>
      </DialogActions>
    </>
  );
}
