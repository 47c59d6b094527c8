import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BusinessMember } from '@signet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { makeAdmins, makeMembers, removeMembers } from './business-members.api.ts';
import { useRefreshAfter } from './business-members.queries.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import { memberErrorText } from './member-errors.ts';
import { idsWithRole, useLeaveAdminPages } from './member-role-actions.ts';

/**
 * What can be done to the selected members (§1 tables that select many): make them admins or
 * members, or remove them (the §2 "remove members" dialog). The admin's own row asks first: they
 * would lose these pages.
 */
export function MemberSelectionBar({
  businessId,
  selfId,
  selected,
  onDone,
}: {
  businessId: string;
  selfId: string;
  selected: readonly BusinessMember[];
  onDone: () => void;
}) {
  const { t } = useTranslation('members');
  const refresh = useRefreshAfter();
  const leave = useLeaveAdminPages();
  const [busy, setBusy] = useState<'admins' | 'members' | null>(null);
  const toAdmins = idsWithRole(selected, 'member');
  const toMembers = idsWithRole(selected, 'admin');
  const includesSelf = selected.some((member) => member.id === selfId);

  const changeRoles = async (kind: 'admins' | 'members', ids: string[]) => {
    setBusy(kind);
    try {
      await (kind === 'admins' ? makeAdmins(businessId, ids) : makeMembers(businessId, ids));
      snackbars.show({
        message: t(kind === 'admins' ? 'snackbar.made_admins' : 'snackbar.made_members'),
        color: 'success',
      });
      onDone();
      await refresh.members(businessId);
    } catch (error) {
      snackbars.show({ message: memberErrorText(t, error), color: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const demote = () => {
    if (!toMembers.includes(selfId)) return void changeRoles('members', toMembers);
    dialogs.open((controls) => (
      <ConfirmActionDialog
        controls={controls}
        title={t('dialog.demote_self.title')}
        text={t('dialog.demote_self.text')}
        confirmLabel={t('dialog.demote_self.submit')}
        action={async () => {
          await makeMembers(businessId, toMembers);
          snackbars.show({ message: t('snackbar.demoted_self'), color: 'success' });
          onDone();
          await leave();
        }}
      />
    ));
  };

  const remove = () => {
    const ids = selected.map((member) => member.id);
    dialogs.open((controls) => (
      <ConfirmActionDialog
        controls={controls}
        title={t(includesSelf ? 'dialog.remove.title_leave' : 'dialog.remove.title')}
        text={t('dialog.remove.text', { count: ids.length })}
        warning={includesSelf ? t('dialog.remove.leave_warning') : undefined}
        confirmLabel={t(includesSelf ? 'dialog.remove.submit_leave' : 'dialog.remove.submit')}
        action={async () => {
          await removeMembers(businessId, ids);
          snackbars.show({
            message: t(includesSelf ? 'snackbar.left' : 'snackbar.removed'),
            color: 'success',
          });
          onDone();
          if (includesSelf) await leave();
          else await refresh.members(businessId);
        }}
      />
    ));
  };

  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={2}
      sx={{
        px: { xs: 3, sm: 4 },
        py: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        // Not the grey of action.selected: the buttons' info and error texts keep 4.5:1 on it.
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
      }}
      role="toolbar"
      aria-label={t('members.selection_actions')}
    >
      <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 120 }}>
        {t('members.selected', { count: selected.length })}
      </Typography>
      <AppButton
        kind="secondary"
        size="small"
        disabled={toAdmins.length === 0 || busy !== null}
        loading={busy === 'admins'}
        onClick={() => changeRoles('admins', toAdmins)}
      >
        {t('members.make_admin')}
      </AppButton>
      <AppButton
        kind="secondary"
        size="small"
        disabled={toMembers.length === 0 || busy !== null}
        loading={busy === 'members'}
        onClick={demote}
      >
        {t('members.make_member')}
      </AppButton>
      <AppButton
        kind="secondary"
        color="error"
        size="small"
        disabled={busy !== null}
        onClick={remove}
      >
        {t('members.remove')}
      </AppButton>
    </Stack>
  );
}
