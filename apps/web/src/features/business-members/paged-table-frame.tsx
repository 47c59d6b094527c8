import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { SearchField } from './search-field.tsx';

/**
 * What the business's paged tables share around their rows: the search field (if any), the
 * announcement of what is shown (loading, failed, empty, or the range), the bordered frame with its
 * progress line, and the pager (pages count from 1).
 */
export function PagedTableFrame({
  search,
  status,
  isFetching,
  total,
  page,
  pageSize,
  shown,
  onPage,
  children,
}: {
  /** A search field above the table; lists filtered otherwise (the activity's dates) leave it out. */
  search?: { label: string; value: string; onChange: (value: string) => void };
  /** The announcement while loading, after a failure, and when nothing matches. */
  status: { loading: string; failed: string; empty: string; isError: boolean };
  isFetching: boolean;
  total: number;
  page: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('members');
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, (page - 1) * pageSize + shown);
  return (
    <Stack spacing={3}>
      {search && (
        <Box sx={{ maxWidth: { sm: 360 } }}>
          <SearchField label={search.label} value={search.value} onChange={search.onChange} />
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {isFetching
          ? status.loading
          : status.isError
            ? status.failed
            : total === 0
              ? status.empty
              : t('table.range_of', { from, to, count: total })}
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
        {isFetching && <LinearProgress sx={{ height: 2 }} aria-hidden />}
        {children}
        <TablePagination
          component="div"
          count={total}
          page={total === 0 ? 0 : page - 1}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => onPage(next + 1)}
          labelDisplayedRows={({ from: a, to: b, count }) =>
            t('table.range', { from: a, to: b, count })
          }
          getItemAriaLabel={(type) => (type === 'previous' ? t('table.previous') : t('table.next'))}
        />
      </Box>
    </Stack>
  );
}
