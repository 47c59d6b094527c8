import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ActivityRangeQuery, SignatureExportGrouping } from '@signet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { GROUPING_KEYS } from './activity-rows.tsx';
import { downloadIdentificationCsv, downloadSignatureCsv } from './business-activity.api.ts';

/**
 * The dates every list, chart and export of the screen shows: two day fields (either may stay
 * empty). A range whose end is before its start is not applied, and says so.
 */
export function DateRangeFilter({
  range,
  onChange,
}: {
  range: ActivityRangeQuery;
  onChange: (range: ActivityRangeQuery) => void;
}) {
  const { t } = useTranslation('activity');
  const [start, setStart] = useState(range.start_date ?? '');
  const [end, setEnd] = useState(range.end_date ?? '');
  const invalid = start !== '' && end !== '' && end < start;
  const apply = (nextStart: string, nextEnd: string) => {
    setStart(nextStart);
    setEnd(nextEnd);
    if (nextStart !== '' && nextEnd !== '' && nextEnd < nextStart) return;
    onChange({
      ...(nextStart ? { start_date: nextStart } : {}),
      ...(nextEnd ? { end_date: nextEnd } : {}),
    });
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ p: 0, mb: 3 }}>
        {t('filter.label')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          type="date"
          label={t('filter.start')}
          value={start}
          onChange={(event) => apply(event.target.value, end)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('filter.end')}
          value={end}
          error={invalid}
          helperText={invalid ? t('filter.end_before_start') : undefined}
          onChange={(event) => apply(start, event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <AppButton
          kind="text"
          color="info"
          disabled={start === '' && end === ''}
          onClick={() => apply('', '')}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('filter.clear')}
        </AppButton>
      </Stack>
    </Box>
  );
}

const GROUPINGS: readonly SignatureExportGrouping[] = ['none', 'member', 'month', 'level'];

/** The CSV downloads of the chosen dates: the signatures (cut as chosen) and the identifications. */
export function ActivityExport({
  businessId,
  range,
}: {
  businessId: string;
  range: ActivityRangeQuery;
}) {
  const { t } = useTranslation('activity');
  const [groupBy, setGroupBy] = useState<SignatureExportGrouping>('none');
  const [busy, setBusy] = useState<'signatures' | 'identifications' | null>(null);
  const download = async (what: 'signatures' | 'identifications') => {
    setBusy(what);
    try {
      await (what === 'signatures'
        ? downloadSignatureCsv(businessId, range, groupBy)
        : downloadIdentificationCsv(businessId, range));
      snackbars.show({ message: t('export.started'), color: 'success' });
    } catch {
      snackbars.show({ message: t('export.failed'), color: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack spacing={3} component="section" aria-labelledby="activity-export">
      <Typography id="activity-export" variant="h3" component="h2">
        {t('export.heading')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          label={t('export.group_by')}
          value={groupBy}
          onChange={(event) => setGroupBy(event.target.value as SignatureExportGrouping)}
          sx={{ minWidth: 240 }}
        >
          {GROUPINGS.map((grouping) => (
            <MenuItem key={grouping} value={grouping}>
              {t(GROUPING_KEYS[grouping])}
            </MenuItem>
          ))}
        </TextField>
        <AppButton
          kind="primary"
          loading={busy === 'signatures'}
          onClick={() => void download('signatures')}
        >
          {t('export.signatures')}
        </AppButton>
        <AppButton
          kind="secondary"
          loading={busy === 'identifications'}
          onClick={() => void download('identifications')}
        >
          {t('export.identifications')}
        </AppButton>
      </Stack>
    </Stack>
  );
}
