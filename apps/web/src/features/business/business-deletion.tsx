import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUSINESS_DELETION_GRACE_DAYS, type Business, formatDateTime } from '@signet/contract';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmDialogBody } from '../../components/confirm-dialog-body.tsx';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { currentLocale } from '../../lib/i18n/i18n.ts';
import { revokeDeletion, scheduleDeletion } from './business.api.ts';
import { useBusinessUpdates } from './business.queries.ts';
import { businessErrorText } from './business-errors.ts';
import { useBusinessTranslation } from './business-translation.ts';

/** The moment a deletion requested now would take effect (§7: after the grace period). */
export function deletionDateFromNow(now: Date = new Date()): Date {
  return new Date(now.getTime() + BUSINESS_DELETION_GRACE_DAYS * 24 * 3_600_000);
}

/** Revokes a scheduled deletion; the business is kept as it was. */
export function RevokeDeletionButton({ business }: { business: Business }) {
  const { t } = useBusinessTranslation();
  const updates = useBusinessUpdates();
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await updates.setBusiness(await revokeDeletion(business.id));
      snackbars.show({ message: t('deletion.revoked'), color: 'success' });
    } catch (error) {
      snackbars.show({ message: businessErrorText(t, error), color: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppButton kind="secondary" loading={busy} onClick={() => void revoke()}>
      {t('deletion.revoke')}
    </AppButton>
  );
}

/** While a deletion waits out its grace period, every admin screen says so (§7 revoke_delete). */
export function DeletionPendingNotice({ business }: { business: Business }) {
  const { t } = useBusinessTranslation();
  if (!business.deletionScheduledAt) return null;
  return (
    <Alert severity="warning" action={<RevokeDeletionButton business={business} />}>
      {t('deletion.pending', {
        date: formatDateTime(business.deletionScheduledAt, currentLocale()),
      })}
    </Alert>
  );
}

/** The danger zone of /business/profile: delete the business, or revoke a deletion. */
export function DeletionSection({ business }: { business: Business }) {
  const { t } = useBusinessTranslation();
  const updates = useBusinessUpdates();
  const openDelete = () =>
    dialogs.open((controls) => (
      <ConfirmDialogBody
        controls={controls}
        title={t('deletion.confirm_title', { name: business.name })}
        text={t('deletion.confirm_text', {
          date: formatDateTime(deletionDateFromNow(), currentLocale()),
          days: BUSINESS_DELETION_GRACE_DAYS,
        })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('deletion.confirm')}
        onConfirm={() =>
          void controls
            .run(async () => updates.setBusiness(await scheduleDeletion(business.id)))
            .then(
              () => snackbars.show({ message: t('deletion.scheduled'), color: 'success' }),
              (error: unknown) =>
                snackbars.show({ message: businessErrorText(t, error), color: 'error' }),
            )
        }
      />
    ));
  if (business.deletionScheduledAt) {
    return (
      <Stack spacing={4} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          {t('deletion.pending', {
            date: formatDateTime(business.deletionScheduledAt, currentLocale()),
          })}
        </Typography>
        <RevokeDeletionButton business={business} />
      </Stack>
    );
  }
  return (
    <AppButton kind="secondary" color="error" onClick={openDelete}>
      {t('deletion.open')}
    </AppButton>
  );
}
