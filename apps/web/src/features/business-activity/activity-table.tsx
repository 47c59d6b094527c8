import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { type ActivityRangeQuery, formatDateTime } from '@signet/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { DEFAULT_LOCALE, toLocale } from '../../lib/i18n/locales.ts';
import { PagedTableFrame } from '../business-members/index.ts';
import {
  type ActivityColumn,
  accountColumns,
  identificationColumns,
  signatureColumns,
  TAB_KEYS,
} from './activity-rows.tsx';
import type { ActivityKind } from './business-activity.api.ts';
import { useActivityPage } from './business-activity.queries.ts';

export const ACTIVITY_PAGE_SIZE = 25;

interface Row {
  id: string;
  timestamp: string;
}

/**
 * One activity list (signatures, accounts or identifications) of the chosen dates, paged, newest
 * first unless the "When" column is turned to oldest first. A new date range starts at page 1.
 */
export function ActivityTable({
  businessId,
  kind,
  range,
}: {
  businessId: string;
  kind: ActivityKind;
  range: ActivityRangeQuery;
}) {
  const { t, i18n } = useTranslation('activity');
  const [view, setView] = useState({ page: 1, sort: 'desc' as 'asc' | 'desc' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new range starts at page 1.
  useEffect(() => setView((v) => ({ ...v, page: 1 })), [range]);
  const query = useMemo(
    () => ({ ...range, page: view.page, size: ACTIVITY_PAGE_SIZE, sort: view.sort }),
    [range, view],
  );
  const list = useActivityPage(businessId, kind, query);
  const rows = (list.data?.activities ?? []) as Row[];
  const total = list.data?.total_items ?? 0;
  const language = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const columns = useMemo(() => {
    const byKind = {
      signatures: signatureColumns,
      accounts: accountColumns,
      identifications: identificationColumns,
    } as const;
    return byKind[kind](t) as unknown as ActivityColumn<Row>[];
  }, [kind, t]);

  return (
    <PagedTableFrame
      status={{
        loading: t('table.loading'),
        failed: t('table.failed'),
        empty: t('table.empty'),
        isError: list.isError,
      }}
      isFetching={list.isFetching}
      total={total}
      page={view.page}
      pageSize={ACTIVITY_PAGE_SIZE}
      shown={rows.length}
      onPage={(page) => setView((v) => ({ ...v, page }))}
    >
      <TableContainer>
        {/* Wider than a phone: the frame scrolls sideways rather than squeezing the columns. */}
        <Table size="small" aria-label={t(TAB_KEYS[kind])} sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell
                sortDirection={view.sort}
                aria-sort={view.sort === 'asc' ? 'ascending' : 'descending'}
              >
                <TableSortLabel
                  active
                  direction={view.sort}
                  onClick={() => setView({ page: 1, sort: view.sort === 'desc' ? 'asc' : 'desc' })}
                >
                  {t('table.when')}
                  <Box component="span" sx={visuallyHidden}>
                    {t(view.sort === 'desc' ? 'table.newest_first' : 'table.oldest_first')}
                  </Box>
                </TableSortLabel>
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.key}>{column.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(row.timestamp, language)}
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.key}>{column.cell(row)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </PagedTableFrame>
  );
}
