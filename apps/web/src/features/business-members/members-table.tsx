import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { type BusinessMember, formatDateTime } from '@signet/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { DEFAULT_LOCALE, toLocale } from '../../lib/i18n/locales.ts';
import { displayName } from '../session/index.ts';
import { useMemberPage } from './business-members.queries.ts';
import { MemberSelectionBar } from './member-selection-bar.tsx';
import { PagedTableFrame } from './paged-table-frame.tsx';
import {
  INITIAL_MEMBER_VIEW,
  lastPage,
  MEMBERS_PAGE_SIZE,
  type MemberSortBy,
  type MemberTableView,
  memberPageQuery,
  SEARCH_DEBOUNCE_MS,
  sortBy,
} from './table-state.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * §1 "paginated tables with selectable rows": the business's members and admins, paged, searched
 * and sorted by the server (X-Total-Count), with the role actions on the selected rows.
 */
export function MembersTable({ businessId, selfId }: { businessId: string; selfId: string }) {
  const { t, i18n } = useTranslation('members');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [view, setView] = useState<MemberTableView>(INITIAL_MEMBER_VIEW);
  // A new search starts on the first page.
  useEffect(() => setView((v) => (v.search === search ? v : { ...v, search, page: 1 })), [search]);
  const query = useMemo(() => memberPageQuery(view), [view]);
  const list = useMemberPage(businessId, query);
  const [selected, setSelected] = useState<ReadonlyMap<string, BusinessMember>>(new Map());
  // A selection is of rows the admin can see: another page, search or order starts without one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection resets when the query changes.
  useEffect(() => setSelected(new Map()), [JSON.stringify(query)]);

  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  // A page emptied meanwhile (members removed) goes back to the last page that has rows.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && rows.length === 0 && view.page > 1)
      setView((v) => ({ ...v, page: lastPage(total, MEMBERS_PAGE_SIZE) }));
  }, [list.data, list.isPlaceholderData, rows.length, total, view.page]);

  const language = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someChecked = rows.some((r) => selected.has(r.id));
  const toggle = (member: BusinessMember) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(member.id)) next.delete(member.id);
      else next.set(member.id, member);
      return next;
    });
  const toggleAll = () =>
    setSelected(allChecked ? new Map() : new Map(rows.map((r) => [r.id, r] as const)));
  const header = (column: MemberSortBy, label: string) => (
    <TableSortLabel
      active={view.orderBy === column}
      direction={view.orderBy === column ? view.sort : 'asc'}
      onClick={() => setView((v) => sortBy(v, column))}
    >
      {label}
      {view.orderBy === column && (
        <Box component="span" sx={visuallyHidden}>
          {t(view.sort === 'asc' ? 'table.sorted_asc' : 'table.sorted_desc')}
        </Box>
      )}
    </TableSortLabel>
  );
  const sortState = (column: MemberSortBy) =>
    view.orderBy === column ? (view.sort === 'asc' ? 'ascending' : 'descending') : undefined;

  return (
    <PagedTableFrame
      search={{ label: t('members.search'), value: typed, onChange: setTyped }}
      status={{
        loading: t('members.loading'),
        failed: t('members.load_failed'),
        empty: t('members.none_found'),
        isError: list.isError,
      }}
      isFetching={list.isFetching}
      total={total}
      page={view.page}
      pageSize={MEMBERS_PAGE_SIZE}
      shown={rows.length}
      onPage={(next) => setView((v) => ({ ...v, page: next }))}
    >
      {selected.size > 0 && (
        <MemberSelectionBar
          businessId={businessId}
          selfId={selfId}
          selected={[...selected.values()]}
          onDone={() => setSelected(new Map())}
        />
      )}
      {/* Scrolls sideways on a phone: a region keyboard users can reach and scroll. */}
      <TableContainer tabIndex={0} role="region" aria-label={t('members.table')}>
        <Table aria-label={t('members.table')} size="small" sx={{ minWidth: 300 }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" sx={{ width: 56 }}>
                <Checkbox
                  checked={allChecked}
                  indeterminate={someChecked && !allChecked}
                  disabled={rows.length === 0}
                  onChange={toggleAll}
                  slotProps={{ input: { 'aria-label': t('members.select_all') } }}
                />
              </TableCell>
              <TableCell aria-sort={sortState('name')}>
                {header('name', t('members.name'))}
              </TableCell>
              <TableCell
                aria-sort={sortState('email')}
                sx={{ display: { xs: 'none', md: 'table-cell' } }}
              >
                {header('email', t('members.email'))}
              </TableCell>
              <TableCell
                aria-sort={sortState('role')}
                sx={{ display: { xs: 'none', sm: 'table-cell' }, width: 110 }}
              >
                {header('role', t('members.role'))}
              </TableCell>
              <TableCell
                aria-sort={sortState('joined_at')}
                sx={{ display: { xs: 'none', sm: 'table-cell' }, width: 180 }}
              >
                {header('joined_at', t('members.joined'))}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                isSelf={member.id === selfId}
                joined={formatDateTime(member.joinedAt, language)}
                checked={selected.has(member.id)}
                onToggle={() => toggle(member)}
              />
            ))}
            {rows.length === 0 && !list.isPending && (
              <TableRow>
                <TableCell colSpan={5} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                  {list.isError ? t('members.load_failed') : t('members.none_found')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </PagedTableFrame>
  );
}

function MemberRow({
  member,
  isSelf,
  joined,
  checked,
  onToggle,
}: {
  member: BusinessMember;
  isSelf: boolean;
  joined: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('members');
  const name = displayName(member);
  const role = (
    <Chip
      size="small"
      label={t(member.role === 'admin' ? 'role.admin' : 'role.member')}
      color={member.role === 'admin' ? 'primary' : 'default'}
      variant={member.role === 'admin' ? 'filled' : 'outlined'}
    />
  );
  return (
    <TableRow hover selected={checked} sx={{ '&:last-child td': { borderBottom: 0 } }}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={checked}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': t('members.select_row', { name }) } }}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
          {name}
          {isSelf && (
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              {` ${t('members.you')}`}
            </Typography>
          )}
        </Typography>
        {/* Below 960 px the address folds under the name, below 600 px the role and date too. */}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: { xs: 'block', md: 'none' } }}
        >
          {member.email}
        </Typography>
        <Stack
          direction="row"
          spacing={2}
          sx={{ display: { xs: 'flex', sm: 'none' }, mt: 1, alignItems: 'center' }}
        >
          {role}
          <Typography variant="body2" color="text.secondary">
            {joined}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, overflowWrap: 'anywhere' }}>
        {member.email}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{role}</TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, color: 'text.secondary' }}>
        {joined}
      </TableCell>
    </TableRow>
  );
}
