import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ApiAccount } from '@signet/contract';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmDialogBody } from '../../components/confirm-dialog-body.tsx';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { ApiKeyDialog } from './api-key-dialog.tsx';
import { apiErrorText, useApiTranslation } from './api-translation.ts';
import { deleteAccount, resetKey } from './business-api.api.ts';
import { useApiAccounts, useRefreshApiAccounts } from './business-api.queries.ts';

/** §7 "API accounts": each key of the business (never the key itself) with reset and delete. */
export function ApiAccountsList({ businessId }: { businessId: string }) {
  const { t, i18n } = useApiTranslation();
  const accounts = useApiAccounts(businessId);
  const refresh = useRefreshApiAccounts(businessId);
  if (accounts.isPending) return <LinearProgress aria-label={t('list.heading')} />;
  if (accounts.isError) {
    return (
      <div role="alert">
        <Typography sx={{ mb: 2 }}>{t('page.load_failed')}</Typography>
        <AppButton kind="secondary" onClick={() => void accounts.refetch()}>
          {t('page.retry')}
        </AppButton>
      </div>
    );
  }
  if (accounts.data.length === 0) {
    return <Typography color="text.secondary">{t('list.none')}</Typography>;
  }

  const fail = (error: unknown) =>
    snackbars.show({ message: apiErrorText(t, error), color: 'error' });
  const askReset = (account: ApiAccount) =>
    dialogs.open((controls) => (
      <ConfirmDialogBody
        controls={controls}
        title={t('reset.title')}
        text={t('reset.text', { name: account.name })}
        cancelLabel={t('dialog.cancel')}
        confirmLabel={t('reset.submit')}
        onConfirm={() =>
          void controls
            .run(async () => {
              const renewed = await resetKey(businessId, account.username);
              await refresh();
              // The new key replaces this dialog once it closes.
              queueMicrotask(() =>
                dialogs.open((next) => <ApiKeyDialog controls={next} account={renewed} />),
              );
            })
            .catch(fail)
        }
      />
    ));
  const askDelete = (account: ApiAccount) =>
    dialogs.open((controls) => (
      <ConfirmDialogBody
        controls={controls}
        title={t('delete.title')}
        text={t('delete.text', { name: account.name })}
        cancelLabel={t('dialog.cancel')}
        confirmLabel={t('delete.submit')}
        onConfirm={() =>
          void controls
            .run(async () => {
              await deleteAccount(businessId, account.username);
              await refresh();
              snackbars.show({
                message: t('delete.done', { name: account.name }),
                color: 'success',
              });
            })
            .catch(fail)
        }
      />
    ));

  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <Table size="small" aria-label={t('list.heading')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('list.name')}</TableCell>
          <TableCell>{t('list.kind')}</TableCell>
          <TableCell>{t('list.key_from')}</TableCell>
          <TableCell align="right">{t('list.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {accounts.data.map((account) => (
          <TableRow key={account.username}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Typography sx={{ fontWeight: 600 }}>{account.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {account.username}
              </Typography>
            </TableCell>
            <TableCell>{t(`kind.${account.kind}`)}</TableCell>
            <TableCell>{date(account.keyResetAt)}</TableCell>
            <TableCell align="right">
              <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
                <AppButton
                  kind="secondary"
                  aria-label={t('reset.open', { name: account.name })}
                  onClick={() => askReset(account)}
                >
                  {t('reset.submit')}
                </AppButton>
                <AppButton
                  kind="text"
                  color="error"
                  aria-label={t('delete.open', { name: account.name })}
                  onClick={() => askDelete(account)}
                >
                  {t('delete.submit')}
                </AppButton>
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
