import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { href } from '@signet/contract';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import type { User } from '../../lib/api/account-endpoints.ts';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { leaveBusiness } from './business.api.ts';
import { businessErrorText, errorCode } from './business-errors.ts';
import { useBusinessTranslation } from './business-translation.ts';

type Membership = NonNullable<User['business']>;

/**
 * §2 profile dialog "leave business": the account removes itself (POST …/remove-members with its
 * own id). The last admin is refused (LAST_ADMIN) and told what to do instead.
 */
export function LeaveBusinessDialog({
  controls,
  userId,
  business,
  onLeft,
}: {
  controls: DialogControls;
  userId: string;
  business: Pick<Membership, 'id' | 'name' | 'role'>;
  onLeft: () => Promise<unknown>;
}) {
  const { t } = useBusinessTranslation();
  const [failure, setFailure] = useState<{ code: string | undefined; text: string } | null>(null);
  const leave = async () => {
    setFailure(null);
    try {
      await controls.run(async () => {
        await leaveBusiness(business.id, userId);
        await onLeft();
      });
      snackbars.show({ message: t('leave.left', { name: business.name }), color: 'success' });
    } catch (error) {
      setFailure({ code: errorCode(error), text: businessErrorText(t, error) });
    }
  };
  return (
    <>
      <DialogTitle>{t('leave.title', { name: business.name })}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 4 }} role="alert">
            {failure.code === 'LAST_ADMIN' ? t('leave.last_admin') : failure.text}
          </Alert>
        )}
        <DialogContentText sx={{ mb: 3 }}>
          {t('leave.text', { name: business.name })}
        </DialogContentText>
        {business.role === 'admin' && (
          <DialogContentText>{t('leave.admin_text')}</DialogContentText>
        )}
      </DialogContent>
      <DialogButtons
        controls={controls}
        cancelLabel={t('common.cancel')}
        submitLabel={t('leave.confirm')}
        onSubmit={() => void leave()}
        color="error"
      />
    </>
  );
}

/**
 * The business block of /profile: a member or admin sees their business and may leave it (admins
 * also open its administration); an account without one may found a business.
 */
export function BusinessMembershipSection({
  user,
  onChanged,
}: {
  user: User;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useBusinessTranslation();
  const business = user.business;
  if (!business) {
    return (
      <SectionCard title={t('membership.title')} description={t('membership.none_text')}>
        <AppButton kind="secondary" to={href('businessRegister')}>
          {t('membership.found')}
        </AppButton>
      </SectionCard>
    );
  }
  const openLeave = () =>
    dialogs.open((controls) => (
      <LeaveBusinessDialog
        controls={controls}
        userId={user.id}
        business={business}
        onLeft={onChanged}
      />
    ));
  return (
    <SectionCard title={t('membership.title')}>
      <Stack spacing={4}>
        <Typography>
          {business.role === 'admin'
            ? t('membership.admin_of', { name: business.name })
            : t('membership.member_of', { name: business.name })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          {business.role === 'admin' && (
            <AppButton kind="secondary" to={href('businessProfile')}>
              {t('membership.manage')}
            </AppButton>
          )}
          <AppButton kind="secondary" color="error" onClick={openLeave}>
            {t('membership.leave')}
          </AppButton>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
