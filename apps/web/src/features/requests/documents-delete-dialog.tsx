import { useTranslation } from 'react-i18next';
import { ConfirmDialogBody } from '../../components/confirm-dialog-body.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { deleteRequest } from './requests.api.ts';
import { useRefreshRequests } from './requests.queries.ts';

/**
 * §2 general dialog "delete documents": the selected requests are deleted one by one
 * (§7 DELETE /v3/signature-requests/{id}: a draft is deleted, an open request withdrawn, a finished
 * one leaves the caller's lists). Every request is tried; the snackbar says how many failed.
 */
export function DocumentsDeleteDialog({
  controls,
  ids,
  onDeleted,
}: {
  controls: DialogControls;
  ids: readonly string[];
  onDeleted: (deleted: string[]) => void;
}) {
  const { t } = useTranslation('requests');
  const refresh = useRefreshRequests();
  const remove = async () => {
    let failed = 0;
    await controls.run(async () => {
      const results = await Promise.allSettled(ids.map((id) => deleteRequest(id)));
      const deleted = ids.filter((_, index) => results[index]!.status === 'fulfilled');
      failed = ids.length - deleted.length;
      onDeleted(deleted);
      await refresh();
    });
    snackbars.show(
      failed === 0
        ? { message: t('dialog.delete_documents.done', { count: ids.length }), color: 'success' }
        : {
            message: t('dialog.delete_documents.partly', { failed, count: ids.length }),
            color: 'error',
          },
    );
  };
  return (
    <ConfirmDialogBody
      controls={controls}
      title={t('dialog.delete_documents.title')}
      text={t('dialog.delete_documents.text', { count: ids.length })}
      cancelLabel={t('dialog.cancel')}
      confirmLabel={t('dialog.delete_documents.submit')}
      onConfirm={remove}
    />
  );
}
