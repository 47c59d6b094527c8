import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatDateTime,
  formatDay,
  href,
  type SignatureRequest,
  signingProgress,
} from '@signet/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { dialogs } from '../../lib/hosts/hosts.ts';
import { DEFAULT_LOCALE, toLocale } from '../../lib/i18n/locales.ts';
import { DocumentsDeleteDialog } from './documents-delete-dialog.tsx';
import { LevelBadge, SignerAvatars, StatusChip } from './request-badges.tsx';
import { senderLabel, waitingForNames } from './request-rules.ts';
import { useRequestList } from './requests.queries.ts';
import { REQUESTS_PAGE_SIZE } from './table-query.ts';

/**
 * §1 "paginated tables with selectable rows": one page of signature requests of a dashboard view.
 * A row opens the request in the viewer; selected rows can be deleted together.
 */
export function RequestTable({
  query,
  page,
  onPageChange,
  empty,
  accountEmail,
}: {
  query: Record<string, string | number>;
  /** The signed-in account: its rows say whom it waits for in a request signed in order. */
  accountEmail: string;
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
}) {
  const { t, i18n } = useTranslation('requests');
  const navigate = useNavigate();
  const list = useRequestList(query);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const top = useRef<HTMLDivElement>(null);
  const queryKey = JSON.stringify(query);
  // A new view or page starts with nothing selected: a selection is of rows the user can see.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection resets when the query changes.
  useEffect(() => setSelected(new Set()), [queryKey]);

  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  // A page past the end (rows deleted meanwhile) goes back to the last page that has rows.
  useEffect(() => {
    if (list.data && rows.length === 0 && page > 1)
      onPageChange(Math.max(1, Math.ceil(total / REQUESTS_PAGE_SIZE)));
  }, [list.data, rows.length, page, total, onPageChange]);

  if (list.isPending) {
    return (
      <Box sx={{ px: 4, py: 10 }} role="status">
        <LinearProgress aria-label={t('table.loading')} />
      </Box>
    );
  }
  if (rows.length === 0 && page === 1) return empty;

  const language = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someChecked = rows.some((r) => selected.has(r.id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allChecked ? new Set() : new Set(rows.map((r) => r.id)));
  const openDelete = () => {
    const ids = [...selected];
    dialogs.open((controls) => (
      <DocumentsDeleteDialog
        controls={controls}
        ids={ids}
        onDeleted={(deleted) =>
          setSelected((current) => new Set([...current].filter((id) => !deleted.includes(id))))
        }
      />
    ));
  };

  // Paging from the controls below the table shows the new page from its first row.
  const turnPage = (next: number) => {
    onPageChange(next);
    const table = top.current;
    if (table && table.getBoundingClientRect().top < 0) table.scrollIntoView({ block: 'start' });
  };

  return (
    // Clear of the sticky app bar when scrolled to.
    <Box ref={top} sx={{ scrollMarginTop: { xs: 64, sm: 80 } }}>
      {list.isFetching && <LinearProgress sx={{ height: 2 }} aria-hidden />}
      {selected.size > 0 && (
        <Stack
          direction="row"
          spacing={3}
          sx={{ px: 4, py: 2, alignItems: 'center', bgcolor: 'action.selected' }}
        >
          <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
            {t('table.selected', { count: selected.size })}
          </Typography>
          <AppButton kind="secondary" color="error" size="small" onClick={openDelete}>
            {t('table.delete_selected')}
          </AppButton>
        </Stack>
      )}
      <Table aria-label={t('table.label')} sx={{ tableLayout: { md: 'fixed' } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" sx={{ width: 56 }}>
              <Checkbox
                checked={allChecked}
                indeterminate={someChecked && !allChecked}
                onChange={toggleAll}
                slotProps={{ input: { 'aria-label': t('table.select_all') } }}
              />
            </TableCell>
            <TableCell>{t('table.title')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, width: 130 }}>
              {t('table.people')}
            </TableCell>
            {/* Wide enough for the longest status word whole ('Zurückgezogen', 'Unterschrieben'). */}
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, width: 150 }}>
              {t('table.status')}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, width: 80 }}>
              {t('table.level')}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, width: 190 }}>
              {t('table.date')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((request) => (
            <RequestRow
              key={request.id}
              request={request}
              date={formatDateTime(request.created_at, language)}
              expiry={request.expiration_date && formatDay(request.expiration_date, language)}
              checked={selected.has(request.id)}
              waitingFor={waitingForNames(request, accountEmail)}
              onToggle={() => toggle(request.id)}
              onOpen={() => navigate(href('view', { srid: request.id }))}
            />
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={REQUESTS_PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => turnPage(next + 1)}
        labelDisplayedRows={({ from, to, count }) => t('table.range', { from, to, count })}
        getItemAriaLabel={(type) => (type === 'previous' ? t('table.previous') : t('table.next'))}
      />
    </Box>
  );
}

function RequestRow({
  request,
  date,
  expiry,
  checked,
  waitingFor,
  onToggle,
  onOpen,
}: {
  request: SignatureRequest;
  date: string;
  /** The last day to sign, as shown; null without a deadline. */
  expiry: string | null;
  checked: boolean;
  waitingFor: string[];
  onToggle: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation('requests');
  return (
    <TableRow
      hover
      selected={checked}
      onClick={onOpen}
      sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
      data-testid="request-row"
    >
      <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
        <Checkbox
          checked={checked}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': t('table.select_row', { title: request.title }) } }}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={href('view', { srid: request.id })}
          underline="hover"
          color="text.primary"
          onClick={(event) => event.stopPropagation()}
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {request.title}
        </Link>
        {request.status_overall !== 'DRAFT' && request.signatures.length > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="request-progress">
            {t('table.progress', { ...signingProgress(request) })}
          </Typography>
        )}
        {!request.roles.includes('owner') && request.owner && (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="request-sender"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {t('guide.from', { name: senderLabel(request) })}
          </Typography>
        )}
        {waitingFor.length > 0 && (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="request-waiting-for"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {t('guide.waiting_for', { names: waitingFor.join(', ') })}
          </Typography>
        )}
        {request.status_overall === 'OPEN' && expiry && (
          <Typography variant="body2" color="text.secondary" data-testid="request-expiry">
            {t('deadline.expires_on', { date: expiry })}
          </Typography>
        )}
        {/* Below 600 px the status and date columns fold into the title cell. */}
        <Stack
          direction="row"
          spacing={2}
          sx={{ display: { xs: 'flex', sm: 'none' }, mt: 1, alignItems: 'center' }}
        >
          <StatusChip status={request.status_overall} />
          <Typography variant="body2" color="text.secondary">
            {date}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
        <SignerAvatars request={request} />
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        <StatusChip status={request.status_overall} />
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
        <LevelBadge quality={request.quality} />
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, color: 'text.secondary' }}>
        {date}
      </TableCell>
    </TableRow>
  );
}
