import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SignerGroup } from '@signet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { groupErrorText } from './signer-group-errors.ts';
import { deleteGroup } from './signer-groups.api.ts';

/**
 * §2 signer groups dialog "delete signer group" (§7 DELETE /v1/groups/{id}). A failure keeps the
 * dialog open and says why (§4).
 */
export function SignerGroupDeleteDialog({
  controls,
  group,
  onDeleted,
}: {
  controls: DialogControls;
  group: Pick<SignerGroup, 'id' | 'name'>;
  onDeleted: () => Promise<unknown>;
}) {
  const { t } = useTranslation('groups');
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await controls.run(async () => {
        await deleteGroup(group.id);
        snackbars.show({ message: t('snackbar.deleted', { name: group.name }), color: 'success' });
        await onDeleted();
      });
    } catch (failure) {
      setError(groupErrorText(t, failure));
    }
  };
  return (
    <>
      <DialogTitle>{t('dialog.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('dialog.delete.text', { name: group.name })}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 4 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons
        controls={controls}
        cancelLabel={t('dialog.cancel')}
        submitLabel={t('dialog.delete.submit')}
        onSubmit={confirm}
        color="error"
      />
    </>
  );
}
