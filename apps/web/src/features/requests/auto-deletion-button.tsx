import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { dialogs } from '../../lib/hosts/hosts.ts';
import { AutoDeletionActivateDialog } from './auto-deletion-activate-dialog.tsx';
import { AutoDeletionDeactivateDialog } from './auto-deletion-deactivate-dialog.tsx';

/** Shows the account's auto-deletion setting and opens the dialog that changes it. */
export function AutoDeletionButton({
  retention,
  onChanged,
}: {
  retention: number | null;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('requests');
  const open = () =>
    dialogs.open((controls) =>
      retention === null ? (
        <AutoDeletionActivateDialog controls={controls} onChanged={onChanged} />
      ) : (
        <AutoDeletionDeactivateDialog controls={controls} onChanged={onChanged} />
      ),
    );
  return (
    <AppButton kind="text" size="small" onClick={open}>
      {retention === null
        ? t('actions.auto_deletion_off')
        : t('actions.auto_deletion_on', { count: retention })}
    </AppButton>
  );
}
