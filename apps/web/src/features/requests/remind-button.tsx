import { canRemind, type SignatureRequest } from '@signet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { remindSigners } from './requests.api.ts';
import { useRefreshRequests } from './requests.queries.ts';

/** The owner reminds the open signers (§7 POST …/remind); §8 'Failed to remind signers'. */
export function RemindButton({ request }: { request: SignatureRequest }) {
  const { t } = useTranslation('requests');
  const refresh = useRefreshRequests();
  const [busy, setBusy] = useState(false);
  if (!canRemind(request)) return null;
  const remind = async () => {
    setBusy(true);
    try {
      await remindSigners(request.id);
      snackbars.show({ message: t('actions.reminded'), color: 'success' });
      await refresh();
    } catch {
      snackbars.show({ message: t('snackbar.remind_failed'), color: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppButton kind="secondary" onClick={remind} loading={busy}>
      {t('actions.remind')}
    </AppButton>
  );
}
