import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ActivityRangeQuery } from '@signet/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47, DEFAULT_LOCALE, toLocale } from '../../lib/i18n/locales.ts';
import { ChartFigure } from '../business-members/index.ts';
import { CHART_LEVELS, type MonthLevels, memberBars, monthLevels } from './activity-chart-data.ts';
import { levelLabel } from './activity-rows.tsx';
import { useSignatureSummary } from './business-activity.queries.ts';

const HEIGHT = 280;

function monthName(month: string, tag: string, style: 'short' | 'long'): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(tag, {
    month: style,
    year: style === 'short' ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, mon - 1, 1)));
}

/** The two charts of /business/activity for the chosen dates, each with its numbers as a table. */
export function ActivityCharts({
  businessId,
  range,
}: {
  businessId: string;
  range: ActivityRangeQuery;
}) {
  const { t, i18n } = useTranslation('activity');
  const summary = useSignatureSummary(businessId, range);
  const tag = bcp47(toLocale(i18n.language) ?? DEFAULT_LOCALE);
  const number = useMemo(() => new Intl.NumberFormat(tag), [tag]);
  const months = useMemo(() => monthLevels(summary.data?.months ?? []), [summary.data]);
  const members = useMemo(
    () => (summary.data ? memberBars(summary.data, t('charts.by_member.others')) : []),
    [summary.data, t],
  );
  if (summary.isPending) return <LinearProgress aria-label={t('charts.loading')} />;
  if (summary.isError) return <Alert severity="error">{t('charts.failed')}</Alert>;
  const total = summary.data.total;
  return (
    <Stack spacing={4}>
      <MonthChart months={months} total={total} tag={tag} number={number} />
      <MemberChart members={members} total={total} number={number} />
    </Stack>
  );
}

function MonthChart({
  months,
  total,
  tag,
  number,
}: {
  months: MonthLevels[];
  total: number;
  tag: string;
  number: Intl.NumberFormat;
}) {
  const { t } = useTranslation('activity');
  const theme = useTheme();
  const colors: Record<string, string> = {
    ses: theme.signet.levels.ses,
    aes: theme.signet.levels.aes,
    qes: theme.signet.levels.qes,
    seal: theme.palette.warning.main,
  };
  const busiest = months.reduce<MonthLevels | undefined>(
    (best, point) => (best && best.total >= point.total ? best : point),
    undefined,
  );
  const description = busiest
    ? t('charts.by_month.description', {
        total: number.format(total),
        months: months.length,
        busiest: monthName(busiest.month, tag, 'long'),
        count: number.format(busiest.total),
      })
    : t('charts.by_month.description_empty');
  return (
    <ChartFigure
      title={t('charts.by_month.title')}
      description={description}
      table={{
        columns: [
          t('charts.by_month.month'),
          ...CHART_LEVELS.map((level) => levelLabel(t, level)),
          t('charts.by_month.total'),
        ],
        rows: months.map((point) => ({
          key: point.month,
          cells: [
            monthName(point.month, tag, 'long'),
            ...CHART_LEVELS.map((level) => number.format(point[level])),
            number.format(point.total),
          ],
        })),
      }}
    >
      <BarChart
        height={HEIGHT}
        dataset={months as unknown as Record<string, number | string>[]}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'month',
            valueFormatter: (month: string, context: { location: string }) =>
              monthName(month, tag, context.location === 'tick' ? 'short' : 'long'),
          },
        ]}
        yAxis={[
          {
            tickMinStep: 1,
            width: 56,
            ...(total === 0 ? { min: 0, max: 4 } : {}),
            valueFormatter: (value: number) => number.format(value),
          },
        ]}
        series={CHART_LEVELS.map((level) => ({
          dataKey: level,
          label: levelLabel(t, level),
          stack: 'levels',
          color: colors[level],
          valueFormatter: (value: number | null) => (value === null ? '' : number.format(value)),
        }))}
        grid={{ horizontal: true }}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } },
        }}
      />
    </ChartFigure>
  );
}

function MemberChart({
  members,
  total,
  number,
}: {
  members: ReturnType<typeof memberBars>;
  total: number;
  number: Intl.NumberFormat;
}) {
  const { t } = useTranslation('activity');
  const theme = useTheme();
  const top = members[0];
  const description =
    top && top.key !== 'others'
      ? t('charts.by_member.description', {
          name: top.label,
          count: number.format(top.count),
          total: number.format(total),
        })
      : t('charts.by_member.description_empty');
  return (
    <ChartFigure
      title={t('charts.by_member.title')}
      description={description}
      table={{
        columns: [t('charts.by_member.member'), t('charts.by_member.count')],
        rows: members.map((bar) => ({
          key: bar.key,
          cells: [bar.label, number.format(bar.count)],
        })),
      }}
    >
      <BarChart
        height={Math.max(160, 36 * members.length + 48)}
        layout="horizontal"
        dataset={members as unknown as Record<string, number | string>[]}
        yAxis={[
          {
            scaleType: 'band',
            dataKey: 'key',
            width: 140,
            valueFormatter: (key: string) => members.find((bar) => bar.key === key)?.label ?? key,
          },
        ]}
        xAxis={[
          {
            tickMinStep: 1,
            ...(total === 0 ? { min: 0, max: 4 } : {}),
            valueFormatter: (value: number) => number.format(value),
          },
        ]}
        series={[
          {
            dataKey: 'count',
            label: t('charts.by_member.count'),
            color: theme.palette.primary.main,
            valueFormatter: (value: number | null) => (value === null ? '' : number.format(value)),
          },
        ]}
        grid={{ vertical: true }}
        hideLegend
      />
    </ChartFigure>
  );
}
