import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';

export interface ChartTable {
  columns: string[];
  /** The first cell of each row names it (a month, a level); the others are its numbers. */
  rows: { key: string; cells: string[] }[];
}

/**
 * One chart of the business dashboard as everyone can read it: a heading, a sentence saying
 * what it shows, the chart, and the same numbers as a table. The table is there for screen
 * readers all the time and on screen at the press of a button.
 */
export function ChartFigure({
  title,
  description,
  table,
  children,
}: {
  title: string;
  description: string;
  table: ChartTable;
  children: ReactNode;
}) {
  const { t } = useTranslation('members');
  const [tableShown, setTableShown] = useState(false);
  const id = useId();
  return (
    <Paper
      component="figure"
      elevation={0}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      sx={{ m: 0, p: { xs: 4, sm: 6 }, border: 1, borderColor: 'divider', borderRadius: 3 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`${id}-title`} variant="h3" component="h2">
            {title}
          </Typography>
          <Typography id={`${id}-desc`} color="text.secondary" sx={{ mt: 1 }}>
            {description}
          </Typography>
        </Box>
        <AppButton
          kind="text"
          size="small"
          color="info"
          aria-expanded={tableShown}
          aria-controls={`${id}-table`}
          onClick={() => setTableShown((shown) => !shown)}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start' } }}
        >
          {t(tableShown ? 'charts.hide_table' : 'charts.show_table')}
        </AppButton>
      </Stack>
      <Box sx={{ mt: 4 }}>{children}</Box>
      <TableContainer id={`${id}-table`} sx={tableShown ? { mt: 4 } : visuallyHidden}>
        <Table size="small">
          <Box component="caption" sx={visuallyHidden}>
            {title}
          </Box>
          <TableHead>
            <TableRow>
              {table.columns.map((column, index) => (
                <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((cell, index) => (
                  <TableCell
                    // The cells of a row are positional: a month, then its numbers.
                    // biome-ignore lint/suspicious/noArrayIndexKey: positional cells.
                    key={index}
                    component={index === 0 ? 'th' : 'td'}
                    scope={index === 0 ? 'row' : undefined}
                    align={index === 0 ? 'left' : 'right'}
                  >
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
