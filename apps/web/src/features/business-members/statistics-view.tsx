import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BusinessStatistics } from '@signet/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47, DEFAULT_LOCALE, toLocale } from '../../lib/i18n/locales.ts';
import { BusinessNav } from '../business/index.ts';
import { useStatistics } from './business-members.queries.ts';
import { LevelsChart, RequestsChart, SignaturesChart } from './statistics-charts.tsx';
import { levelBreakdown, monthSeries, STATISTICS_MONTHS } from './statistics-data.ts';
import { type ChartFormat, chartFormat } from './statistics-text.ts';

/** /business/dashboard: the key figures of the business and its last twelve months as charts. */
export function StatisticsView({ businessId }: { businessId: string }) {
  const { t, i18n } = useTranslation('members');
  const statistics = useStatistics(businessId, STATISTICS_MONTHS);
  const [now] = useState(() => new Date());
  const format = useMemo(
    () => chartFormat(bcp47(toLocale(i18n.language) ?? DEFAULT_LOCALE)),
    [i18n.language],
  );
  const data = statistics.data;
  const points = useMemo(
    () => (data ? monthSeries(data.monthly, STATISTICS_MONTHS, now) : []),
    [data, now],
  );
  const levels = useMemo(() => (data ? levelBreakdown(data.signatures.byLevel) : []), [data]);

  return (
    <Stack spacing={6}>
      <Typography variant="h1">{t('page.dashboard')}</Typography>
      <BusinessNav />
      <Box role="status" aria-live="polite">
        {statistics.isPending && <LinearProgress aria-label={t('statistics.loading')} />}
        {statistics.isError && <Alert severity="error">{t('statistics.load_failed')}</Alert>}
      </Box>
      {data && (
        <>
          <KeyFigures statistics={data} format={format} />
          <SignaturesChart points={points} format={format} />
          <RequestsChart points={points} format={format} />
          <LevelsChart levels={levels} total={data.signatures.total} format={format} />
        </>
      )}
    </Stack>
  );
}

function KeyFigures({
  statistics,
  format,
}: {
  statistics: BusinessStatistics;
  format: ChartFormat;
}) {
  const { t } = useTranslation('members');
  const figures = [
    { key: 'members', label: t('statistics.members'), value: statistics.members },
    { key: 'admins', label: t('statistics.admins'), value: statistics.admins },
    {
      key: 'invitations',
      label: t('statistics.invitations'),
      value: statistics.pendingInvitations,
    },
    { key: 'signatures', label: t('statistics.signatures'), value: statistics.signatures.total },
    { key: 'created', label: t('statistics.requests_created'), value: statistics.requests.created },
    {
      key: 'completed',
      label: t('statistics.requests_completed'),
      value: statistics.requests.completed,
    },
  ];
  return (
    <Box component="section" aria-labelledby="key-figures">
      <Typography id="key-figures" variant="h3" component="h2" sx={{ mb: 3 }}>
        {t('statistics.key_figures')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {figures.map((figure) => (
          <Box
            key={figure.key}
            sx={{
              p: 4,
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              bgcolor: 'background.paper',
              display: 'flex',
              flexDirection: 'column-reverse',
              justifyContent: 'flex-end',
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700, color: 'primary.main' }}
            >
              {format.number(figure.value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
