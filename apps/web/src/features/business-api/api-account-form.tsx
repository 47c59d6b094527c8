import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ApiAccountKind } from '@signet/contract';
import { type FormEvent, useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { dialogs } from '../../lib/hosts/hosts.ts';
import { ApiKeyDialog } from './api-key-dialog.tsx';
import { apiErrorText, useApiTranslation } from './api-translation.ts';
import { createAccount } from './business-api.api.ts';
import { useRefreshApiAccounts } from './business-api.queries.ts';

const NAME_MAX = 64;

const KIND_HINTS = {
  demo: 'form.kind_hint.demo',
  production: 'form.kind_hint.production',
} as const;

/** A new API account: its name and kind; the key is shown once in a dialog afterwards. */
export function ApiAccountForm({ businessId }: { businessId: string }) {
  const { t } = useApiTranslation();
  const refresh = useRefreshApiAccounts(businessId);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ApiAccountKind>('demo');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > NAME_MAX) {
      setNameError(t('form.name_invalid'));
      return;
    }
    setNameError(null);
    setBusy(true);
    try {
      const account = await createAccount(businessId, { name: trimmed, kind });
      setName('');
      await refresh();
      dialogs.open((controls) => <ApiKeyDialog controls={controls} account={account} />);
    } catch (error) {
      setFailure(apiErrorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={4}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <TextField
            label={t('form.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError !== null}
            helperText={nameError ?? t('form.name_hint')}
            required
            fullWidth
          />
          <TextField
            select
            label={t('form.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as ApiAccountKind)}
            helperText={t(KIND_HINTS[kind])}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="demo">{t('kind.demo')}</MenuItem>
            <MenuItem value="production">{t('kind.production')}</MenuItem>
          </TextField>
        </Stack>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Box>
          <AppButton type="submit" loading={busy}>
            {t('form.submit')}
          </AppButton>
        </Box>
      </Stack>
    </Box>
  );
}
