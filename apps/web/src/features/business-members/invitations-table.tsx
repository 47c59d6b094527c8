import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type BusinessInvitation, formatDateTime } from '@signet/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { DEFAULT_LOCALE, toLocale } from '../../lib/i18n/locales.ts';
import { inviteMembers, withdrawInvitation } from './business-members.api.ts';
import { useInvitationPage, useRefreshAfter } from './business-members.queries.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import { memberErrorText } from './member-errors.ts';
import { PagedTableFrame } from './paged-table-frame.tsx';
import {
  INVITATIONS_PAGE_SIZE,
  invitationPageQuery,
  lastPage,
  SEARCH_DEBOUNCE_MS,
} from './table-state.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * The invitations not yet accepted (§7 GET /v2/businesses/{id}/invitations), paged and searched:
 * each can be sent again (a new mail through POST …/members) or withdrawn (its link stops working).
 */
export function InvitationsTable({ businessId, now }: { businessId: string; now: Date }) {
  const { t, i18n } = useTranslation('members');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [view, setView] = useState({ search: '', page: 1 });
  // A new search starts on the first page.
  useEffect(() => setView((v) => (v.search === search ? v : { search, page: 1 })), [search]);
  const { page } = view;
  const setPage = (next: number) => setView((v) => ({ ...v, page: next }));
  const query = useMemo(() => invitationPageQuery(view.search, view.page), [view]);
  const list = useInvitationPage(businessId, query);
  const refresh = useRefreshAfter();
  const [sending, setSending] = useState<string | null>(null);
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && rows.length === 0 && page > 1)
      setView((v) => ({ ...v, page: lastPage(total, INVITATIONS_PAGE_SIZE) }));
  }, [list.data, list.isPlaceholderData, rows.length, total, page]);
  const language = toLocale(i18n.language) ?? DEFAULT_LOCALE;

  const resend = async (invitation: BusinessInvitation) => {
    setSending(invitation.id);
    try {
      await inviteMembers(businessId, [invitation.email], language);
      snackbars.show({
        message: t('snackbar.resent', { email: invitation.email }),
        color: 'success',
      });
      await refresh.invitations(businessId);
    } catch (error) {
      snackbars.show({ message: memberErrorText(t, error), color: 'error' });
    } finally {
      setSending(null);
    }
  };
  const withdraw = (invitation: BusinessInvitation) =>
    dialogs.open((controls) => (
      <ConfirmActionDialog
        controls={controls}
        title={t('dialog.withdraw.title')}
        text={t('dialog.withdraw.text', { email: invitation.email })}
        confirmLabel={t('dialog.withdraw.submit')}
        action={async () => {
          await withdrawInvitation(businessId, invitation.id);
          snackbars.show({ message: t('snackbar.withdrawn'), color: 'success' });
          await refresh.invitations(businessId);
        }}
      />
    ));

  return (
    <PagedTableFrame
      search={{ label: t('invitations.search'), value: typed, onChange: setTyped }}
      status={{
        loading: t('invitations.loading'),
        failed: t('invitations.load_failed'),
        empty: t('invitations.none'),
        isError: list.isError,
      }}
      isFetching={list.isFetching}
      total={total}
      page={page}
      pageSize={INVITATIONS_PAGE_SIZE}
      shown={rows.length}
      onPage={setPage}
    >
      {/* Scrolls sideways on a phone: a region keyboard users can reach and scroll. */}
      <TableContainer tabIndex={0} role="region" aria-label={t('invitations.table')}>
        <Table aria-label={t('invitations.table')} size="small" sx={{ minWidth: 300 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('invitations.email')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, width: 150 }}>
                {t('invitations.sent')}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, width: 150 }}>
                {t('invitations.expires')}
              </TableCell>
              {/* As narrow as its buttons: the address gets the rest. */}
              <TableCell align="right" sx={{ width: '1%' }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('invitations.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((invitation) => {
              const expired = new Date(invitation.expiresAt).getTime() <= now.getTime();
              const sent = formatDateTime(invitation.createdAt, language);
              return (
                <TableRow key={invitation.id} sx={{ '&:last-child td': { borderBottom: 0 } }}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                      {invitation.email}
                    </Typography>
                    <Stack
                      direction="row"
                      useFlexGap
                      spacing={2}
                      sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      {expired && (
                        <Chip size="small" color="warning" label={t('invitations.expired')} />
                      )}
                      {!invitation.hasAccount && (
                        <Chip size="small" variant="outlined" label={t('invitations.new')} />
                      )}
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: { sm: 'none' } }}
                      >
                        {t('invitations.sent_on', { date: sent })}
                      </Typography>
                    </Stack>
                  </TableCell>
                  <TableCell
                    sx={{ display: { xs: 'none', sm: 'table-cell' }, color: 'text.secondary' }}
                  >
                    {sent}
                  </TableCell>
                  <TableCell
                    sx={{ display: { xs: 'none', md: 'table-cell' }, color: 'text.secondary' }}
                  >
                    {formatDateTime(invitation.expiresAt, language)}
                  </TableCell>
                  <TableCell align="right">
                    <Stack
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={1}
                      sx={{ justifyContent: 'flex-end', alignItems: { xs: 'flex-end' } }}
                    >
                      <AppButton
                        kind="text"
                        size="small"
                        color="info"
                        loading={sending === invitation.id}
                        disabled={sending !== null}
                        onClick={() => resend(invitation)}
                        sx={{ whiteSpace: 'nowrap' }}
                        aria-label={t('invitations.resend_to', { email: invitation.email })}
                      >
                        {t('invitations.resend')}
                      </AppButton>
                      <AppButton
                        kind="text"
                        size="small"
                        color="error"
                        onClick={() => withdraw(invitation)}
                        aria-label={t('invitations.withdraw_for', { email: invitation.email })}
                      >
                        {t('invitations.withdraw')}
                      </AppButton>
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
            {rows.length === 0 && !list.isPending && (
              <TableRow>
                <TableCell colSpan={4} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                  {list.isError ? t('invitations.load_failed') : t('invitations.none')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </PagedTableFrame>
  );
}
