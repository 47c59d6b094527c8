import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './chart-figure.tsx';
import { type LevelCount, type MonthPoint, monthLabel } from './statistics-data.ts';
import {
  type ChartFormat,
  levelName,
  levelsSummary,
  requestsSummary,
  signaturesSummary,
} from './statistics-text.ts';

const HEIGHT = 260;

/**
 * The chart library's own words: what it says while empty, and for a missing value. The figure
 * around each chart names and describes it (the library's own `title` would label an element
 * whose role is none).
 */
function useChartTexts() {
  const { t } = useTranslation('members');
  return {
    noData: t('charts.no_data'),
    loading: t('charts.loading'),
    a11yNoValue: t('charts.no_value'),
  };
}

/** The month axis: "Nov 26" at the ticks, "November 2026" in the tooltip and for screen readers. */
function monthAxis(f: ChartFormat) {
  return {
    scaleType: 'band' as const,
    dataKey: 'month',
    valueFormatter: (month: string, context: { location: string }) =>
      context.location === 'tick' ? shortMonth(month, f.tag) : monthLabel(month, f.tag, 'long'),
  };
}

function shortMonth(month: string, tag: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(tag, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, mon - 1, 1)),
  );
}

/**
 * A count axis: whole numbers only, and a scale of 0 to 4 while every value is 0 (a scale of 0 to
 * 0 would draw fractional ticks).
 */
function countAxis(format: ChartFormat, values: number[]) {
  return {
    tickMinStep: 1,
    width: 48,
    ...(values.every((value) => value === 0) ? { min: 0, max: 4 } : {}),
    valueFormatter: (value: number) => format.number(value),
  };
}

export function SignaturesChart({ points, format }: { points: MonthPoint[]; format: ChartFormat }) {
  const { t } = useTranslation('members');
  const theme = useTheme();
  const texts = useChartTexts();
  const title = t('charts.signatures.title');
  const description = signaturesSummary(t, points, format);
  return (
    <ChartFigure
      title={title}
      description={description}
      table={{
        columns: [t('charts.month'), t('charts.signatures.series')],
        rows: points.map((p) => ({
          key: p.month,
          cells: [monthLabel(p.month, format.tag, 'long'), format.number(p.signatures)],
        })),
      }}
    >
      <BarChart
        height={HEIGHT}
        dataset={points as unknown as Record<string, number | string>[]}
        xAxis={[monthAxis(format)]}
        yAxis={[
          countAxis(
            format,
            points.map((p) => p.signatures),
          ),
        ]}
        series={[
          {
            dataKey: 'signatures',
            label: t('charts.signatures.series'),
            color: theme.palette.primary.main,
            valueFormatter: (value) => (value === null ? '' : format.number(value)),
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
        localeText={texts}
      />
    </ChartFigure>
  );
}

export function RequestsChart({ points, format }: { points: MonthPoint[]; format: ChartFormat }) {
  const { t } = useTranslation('members');
  const theme = useTheme();
  const texts = useChartTexts();
  const title = t('charts.requests.title');
  const description = requestsSummary(t, points, format);
  const number = (value: number | null) => (value === null ? '' : format.number(value));
  return (
    <ChartFigure
      title={title}
      description={description}
      table={{
        columns: [t('charts.month'), t('charts.requests.created'), t('charts.requests.completed')],
        rows: points.map((p) => ({
          key: p.month,
          cells: [
            monthLabel(p.month, format.tag, 'long'),
            format.number(p.requestsCreated),
            format.number(p.requestsCompleted),
          ],
        })),
      }}
    >
      <LineChart
        height={HEIGHT}
        dataset={points as unknown as Record<string, number | string>[]}
        xAxis={[{ ...monthAxis(format), scaleType: 'point' }]}
        yAxis={[
          countAxis(
            format,
            points.flatMap((p) => [p.requestsCreated, p.requestsCompleted]),
          ),
        ]}
        series={[
          {
            dataKey: 'requestsCreated',
            label: t('charts.requests.created'),
            color: theme.palette.info.main,
            valueFormatter: number,
            // Straight lines from month to month: a smoothed curve would dip below zero.
            curve: 'linear',
            showMark: true,
          },
          {
            dataKey: 'requestsCompleted',
            label: t('charts.requests.completed'),
            color: theme.palette.success.main,
            valueFormatter: number,
            curve: 'linear',
            showMark: true,
          },
        ]}
        grid={{ horizontal: true }}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } },
        }}
        localeText={texts}
      />
    </ChartFigure>
  );
}

export function LevelsChart({
  levels,
  total,
  format,
}: {
  levels: LevelCount[];
  total: number;
  format: ChartFormat;
}) {
  const { t } = useTranslation('members');
  const theme = useTheme();
  const texts = useChartTexts();
  const title = t('charts.levels.title');
  const description = levelsSummary(t, levels, total, format);
  const colors: Record<string, string> = {
    ses: theme.signet.levels.ses,
    aes: theme.signet.levels.aes,
    qes: theme.signet.levels.qes,
    seal: theme.palette.warning.main,
  };
  return (
    <ChartFigure
      title={title}
      description={description}
      table={{
        columns: [t('charts.levels.level'), t('charts.signatures.series')],
        rows: levels.map((l) => ({
          key: l.level,
          cells: [levelName(t, l.level), format.number(l.count)],
        })),
      }}
    >
      <BarChart
        height={Math.max(160, 48 * levels.length + 40)}
        layout="horizontal"
        dataset={levels as unknown as Record<string, number | string>[]}
        yAxis={[
          {
            scaleType: 'band',
            dataKey: 'level',
            width: 72,
            valueFormatter: (level: string) => levelName(t, level),
            colorMap: {
              type: 'ordinal',
              values: levels.map((l) => l.level),
              colors: levels.map((l) => colors[l.level] ?? theme.palette.text.secondary),
            },
          },
        ]}
        xAxis={[
          {
            ...countAxis(
              format,
              levels.map((l) => l.count),
            ),
            width: undefined,
          },
        ]}
        series={[
          {
            dataKey: 'count',
            label: t('charts.signatures.series'),
            valueFormatter: (value) => (value === null ? '' : format.number(value)),
          },
        ]}
        grid={{ vertical: true }}
        hideLegend
        localeText={texts}
      />
    </ChartFigure>
  );
}
