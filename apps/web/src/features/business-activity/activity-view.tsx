import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ActivityRangeQuery } from '@signet/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessNav } from '../business/index.ts';
import { ActivityCharts } from './activity-charts.tsx';
import { ActivityExport, DateRangeFilter } from './activity-filters.tsx';
import { TAB_KEYS } from './activity-rows.tsx';
import { ActivityTable } from './activity-table.tsx';
import type { ActivityKind } from './business-activity.api.ts';

const KINDS: readonly ActivityKind[] = ['signatures', 'accounts', 'identifications'];

/**
 * /business/activity (§7 "Activity"): one date range for everything on the screen; the charts of
 * signatures per month and level and per member; the CSV exports; and the three lists as tabs.
 */
export function ActivityView({ businessId }: { businessId: string }) {
  const { t } = useTranslation('activity');
  const [range, setRange] = useState<ActivityRangeQuery>({});
  const [kind, setKind] = useState<ActivityKind>('signatures');
  const id = useId();
  return (
    <Stack spacing={6}>
      <Typography variant="h1">{t('page.title')}</Typography>
      <BusinessNav />
      <Typography color="text.secondary">{t('page.intro')}</Typography>
      <DateRangeFilter range={range} onChange={setRange} />
      <ActivityCharts businessId={businessId} range={range} />
      <ActivityExport businessId={businessId} range={range} />
      <Box>
        <Tabs
          value={kind}
          onChange={(_, next: ActivityKind) => setKind(next)}
          aria-label={t('tabs.label')}
          variant="scrollable"
          scrollButtons={false}
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {KINDS.map((option) => (
            <Tab
              key={option}
              value={option}
              label={t(TAB_KEYS[option])}
              id={`${id}-tab-${option}`}
              aria-controls={`${id}-panel`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${kind}`}>
          {kind === 'identifications' && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('identifications.none_yet')}
            </Typography>
          )}
          {/* Its own table per list: rows of one list never show under another's columns. */}
          <ActivityTable key={kind} businessId={businessId} kind={kind} range={range} />
        </Box>
      </Box>
    </Stack>
  );
}
