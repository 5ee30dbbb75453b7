import type { DeskDashboard } from '@ebelediye/contract/dashboard';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoment } from '../../../lib/format';
import { useDeskDashboard } from './api/get-desk-dashboard';
import { ChartCard, StatCard } from './chart-card';
import {
  ageOf,
  dayOfMonth,
  formatCount,
  formatKurus,
  formatKurusCompact,
  hourRange,
  peakOf,
  sumOf,
  topSlices,
} from './dashboard-figures';

// The desk home's charts (decision 085), in a chunk of their own: MUI X Charts is loaded only when a
// staff member opens the desk home, never with a citizen's page.

/** The library's own words, in Turkish. */
const localeText = { loading: 'Yükleniyor…', noData: 'Gösterilecek kayıt yok' };
/** Every chart: no keyboard stop of its own (its table is the keyboard's and the screen reader's way in). */
const common = { disableKeyboardNavigation: true, localeText } as const;
const piePalette = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#757575'];
const deadlineColours = ['#c62828', '#ef6c00', '#1565c0', '#757575'];

/** An axis of amounts in kuruş, from 0; up to ₺100 rather than a degenerate scale when all are 0. */
function moneyAxis(values: number[]) {
  return {
    min: 0,
    max: values.some((value) => value > 0) ? undefined : 10_000,
    valueFormatter: formatKurusCompact,
    width: 64,
  };
}

/** An axis of counts: whole numbers from 0, and 0–1 rather than a degenerate scale when all are 0. */
function countAxis(values: number[]) {
  return { min: 0, max: Math.max(1, ...values), tickMinStep: 1, valueFormatter: (value: number) => formatCount(value) };
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** A ring of slices (the dashboard's one pie shape), each value written by `format` in its tooltip. */
function Donut({ slices, format }: { slices: { value: number; label: string }[]; format: (value: number) => string }) {
  return (
    <PieChart
      {...common}
      colors={piePalette}
      series={[
        {
          innerRadius: 40,
          paddingAngle: 1,
          data: slices.map((slice, id) => ({ id, ...slice })),
          valueFormatter: (item) => format(item.value),
        },
      ]}
    />
  );
}

function RevenuePanels({ revenue }: { revenue: NonNullable<DeskDashboard['revenue']> }) {
  const { t } = useTranslation('desk');
  const today = sumOf(revenue.collectionsByHour);
  const peak = peakOf(revenue.collectionsByHour);
  const month = sumOf(revenue.collectionsByDay);
  const payments = revenue.paymentsByState;
  const paid = payments.find((row) => row.state === 'PAID')?.count ?? 0;
  const planCount = (state: string) => revenue.plansByState.find((row) => row.state === state)?.count ?? 0;
  const amountColumns = <T extends { count: number; totalKurus: number }>(first: {
    header: string;
    cell: (row: T) => ReactNode;
  }) => [
    first,
    { header: t('home.dashboard.receipts'), cell: (row: T) => formatCount(row.count), align: 'right' as const },
    { header: t('home.dashboard.amount'), cell: (row: T) => formatKurus(row.totalKurus), align: 'right' as const },
  ];
  const typePie = (rows: NonNullable<DeskDashboard['revenue']>['revenueTypesToday'], title: string) => {
    const slices = topSlices(rows, 6, t('home.dashboard.other'));
    return (
      <ChartCard
        title={title}
        summary={
          rows[0]
            ? t('home.dashboard.typesSummary', { name: rows[0].name, total: formatKurus(rows[0].totalKurus) })
            : t('home.dashboard.nothingYet')
        }
        chart={
          <Donut
            slices={slices.map((slice) => ({ value: slice.totalKurus, label: slice.name }))}
            format={formatKurus}
          />
        }
        columns={amountColumns<(typeof rows)[number]>({
          header: t('home.dashboard.revenueType'),
          cell: (row) => row.name,
        })}
        rows={rows}
        rowKey={(row) => row.code}
      />
    );
  };
  return (
    <Group title={t('home.dashboard.revenue')}>
      <ChartCard
        title={t('home.dashboard.byHour')}
        summary={
          <>
            {t('home.dashboard.byHourSummary', {
              count: formatCount(today.count),
              total: formatKurus(today.totalKurus),
            })}
            {peak &&
              ` ${t('home.dashboard.byHourPeak', { hour: hourRange(peak.hour), total: formatKurus(peak.totalKurus) })}`}
          </>
        }
        chart={
          <BarChart
            {...common}
            hideLegend
            xAxis={[
              {
                scaleType: 'band',
                data: revenue.collectionsByHour.map((row) => row.hour),
                valueFormatter: (hour: number) => String(hour).padStart(2, '0'),
                tickLabelInterval: (_value: number, index: number) => index % 3 === 0,
              },
            ]}
            yAxis={[moneyAxis(revenue.collectionsByHour.map((row) => row.totalKurus))]}
            series={[
              {
                data: revenue.collectionsByHour.map((row) => row.totalKurus),
                label: t('home.dashboard.amount'),
                valueFormatter: (value) => formatKurus(value ?? 0),
                color: '#1565c0',
              },
            ]}
          />
        }
        columns={amountColumns<(typeof revenue.collectionsByHour)[number]>({
          header: t('home.dashboard.hour'),
          cell: (row) => hourRange(row.hour),
        })}
        rows={revenue.collectionsByHour}
        rowKey={(row) => row.hour}
      />
      <ChartCard
        title={t('home.dashboard.byDay')}
        summary={t('home.dashboard.byDaySummary', {
          count: formatCount(month.count),
          total: formatKurus(month.totalKurus),
        })}
        chart={
          <LineChart
            {...common}
            hideLegend
            xAxis={[
              {
                scaleType: 'point',
                data: revenue.collectionsByDay.map((row) => dayOfMonth(row.day)),
              },
            ]}
            yAxis={[moneyAxis(revenue.collectionsByDay.map((row) => row.totalKurus))]}
            series={[
              {
                data: revenue.collectionsByDay.map((row) => row.totalKurus),
                label: t('home.dashboard.amount'),
                valueFormatter: (value) => formatKurus(value ?? 0),
                area: true,
                color: '#2e7d32',
              },
            ]}
          />
        }
        columns={amountColumns<(typeof revenue.collectionsByDay)[number]>({
          header: t('home.dashboard.day'),
          cell: (row) => formatDay(row.day),
        })}
        rows={revenue.collectionsByDay}
        rowKey={(row) => row.day}
      />
      {typePie(revenue.revenueTypesToday, t('home.dashboard.typesToday'))}
      {typePie(revenue.revenueTypesMonth, t('home.dashboard.typesMonth'))}
      <ChartCard
        title={t('home.dashboard.payments')}
        summary={t('home.dashboard.paymentsSummary', {
          count: formatCount(sumOf(payments).count),
          paid: formatCount(paid),
        })}
        chart={<Donut slices={payments.map((row) => ({ value: row.count, label: row.name }))} format={formatCount} />}
        columns={amountColumns<(typeof payments)[number]>({
          header: t('home.dashboard.state'),
          cell: (row) => row.name,
        })}
        rows={payments}
        rowKey={(row) => row.state}
      />
      <ChartCard
        title={t('home.dashboard.plans')}
        summary={t('home.dashboard.plansSummary', {
          active: formatCount(planCount('ACTIVE')),
          broken: formatCount(planCount('BROKEN')),
        })}
        chart={
          <BarChart
            {...common}
            hideLegend
            layout="horizontal"
            yAxis={[
              {
                scaleType: 'band',
                data: revenue.plansByState.map((row) => row.name),
                width: 110,
                colorMap: { type: 'ordinal', colors: ['#1565c0', '#2e7d32', '#c62828'] },
              },
            ]}
            xAxis={[countAxis(revenue.plansByState.map((row) => row.count))]}
            series={[
              { data: revenue.plansByState.map((row) => row.count), valueFormatter: (v) => formatCount(v ?? 0) },
            ]}
          />
        }
        columns={[
          { header: t('home.dashboard.state'), cell: (row) => row.name },
          { header: t('home.dashboard.count'), cell: (row) => formatCount(row.count), align: 'right' },
        ]}
        rows={revenue.plansByState}
        rowKey={(row) => row.state}
      />
    </Group>
  );
}

function ComplaintPanels({ complaints }: { complaints: NonNullable<DeskDashboard['complaints']> }) {
  const { t } = useTranslation('desk');
  const open = complaints.byDeadline.reduce((sum, row) => sum + row.count, 0);
  const overdue = complaints.byDeadline.find((row) => row.bucket === 'overdue')?.count ?? 0;
  const worst = complaints.byUnit[0];
  const units = complaints.byUnit.map((row) => ({ ...row, onTime: row.open - row.overdue }));
  return (
    <Group title={t('home.dashboard.complaints')}>
      <ChartCard
        title={t('home.dashboard.deadlines')}
        summary={t('home.dashboard.deadlinesSummary', { open: formatCount(open), overdue: formatCount(overdue) })}
        chart={
          <BarChart
            {...common}
            hideLegend
            layout="horizontal"
            yAxis={[
              {
                scaleType: 'band',
                data: complaints.byDeadline.map((row) => row.name),
                width: 130,
                colorMap: { type: 'ordinal', colors: deadlineColours },
              },
            ]}
            xAxis={[countAxis(complaints.byDeadline.map((row) => row.count))]}
            series={[
              { data: complaints.byDeadline.map((row) => row.count), valueFormatter: (v) => formatCount(v ?? 0) },
            ]}
          />
        }
        columns={[
          { header: t('home.dashboard.bucket'), cell: (row) => row.name },
          { header: t('home.dashboard.count'), cell: (row) => formatCount(row.count), align: 'right' },
        ]}
        rows={complaints.byDeadline}
        rowKey={(row) => row.bucket}
      />
      <ChartCard
        title={t('home.dashboard.units')}
        summary={
          complaints.unitName
            ? t('home.dashboard.unitsOf', { unit: complaints.unitName })
            : worst && worst.overdue > 0
              ? t('home.dashboard.unitsSummary', { unit: worst.unitName, overdue: formatCount(worst.overdue) })
              : t('home.dashboard.deadlinesSummary', { open: formatCount(open), overdue: formatCount(overdue) })
        }
        height={Math.max(160, 48 + units.length * 36)}
        chart={
          <BarChart
            {...common}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: units.map((row) => row.unitName), width: 140 }]}
            xAxis={[countAxis(units.map((row) => row.open))]}
            series={[
              {
                data: units.map((row) => row.overdue),
                stack: 'open',
                label: t('home.dashboard.overdue'),
                color: deadlineColours[0],
                valueFormatter: (v) => formatCount(v ?? 0),
              },
              {
                data: units.map((row) => row.onTime),
                stack: 'open',
                label: t('home.dashboard.onTime'),
                color: deadlineColours[2],
                valueFormatter: (v) => formatCount(v ?? 0),
              },
            ]}
          />
        }
        columns={[
          { header: t('home.dashboard.unit'), cell: (row) => row.unitName },
          { header: t('home.dashboard.open'), cell: (row) => formatCount(row.open), align: 'right' },
          { header: t('home.dashboard.overdue'), cell: (row) => formatCount(row.overdue), align: 'right' },
        ]}
        rows={units}
        rowKey={(row) => row.unitName}
      />
    </Group>
  );
}

const finishedCancellations = new Set(['CLOSED', 'REJECTED', 'WITHDRAWN']);

function CancellationPanels({ cancellations }: { cancellations: NonNullable<DeskDashboard['cancellations']> }) {
  const { t } = useTranslation('desk');
  const rows = cancellations.byState;
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const open = rows.filter((row) => !finishedCancellations.has(row.state)).reduce((sum, row) => sum + row.count, 0);
  return (
    <Group title={t('home.dashboard.cancellations')}>
      <ChartCard
        title={t('home.dashboard.cancellationStates')}
        summary={t('home.dashboard.cancellationsSummary', { count: formatCount(total), open: formatCount(open) })}
        height={260}
        chart={
          <BarChart
            {...common}
            hideLegend
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: rows.map((row) => row.name), width: 150 }]}
            xAxis={[countAxis(rows.map((row) => row.count))]}
            series={[
              { data: rows.map((row) => row.count), color: '#6a1b9a', valueFormatter: (v) => formatCount(v ?? 0) },
            ]}
          />
        }
        columns={[
          { header: t('home.dashboard.state'), cell: (row) => row.name },
          { header: t('home.dashboard.count'), cell: (row) => formatCount(row.count), align: 'right' },
        ]}
        rows={rows}
        rowKey={(row) => row.state}
      />
    </Group>
  );
}

function BacklogPanels({ backlogs, now }: { backlogs: NonNullable<DeskDashboard['backlogs']>; now: Date }) {
  const { t } = useTranslation('desk');
  const oldest = (iso: string | null) => {
    if (!iso) return t('home.dashboard.noneWaiting');
    const age = ageOf(iso, now);
    return t('home.dashboard.oldest', { age: t(`home.dashboard.${age.unit}`, { count: age.count }) });
  };
  return (
    <Group title={t('home.dashboard.backlogs')}>
      <StatCard
        title={t('home.dashboard.sms')}
        value={formatCount(backlogs.sms.waiting)}
        lines={[
          oldest(backlogs.sms.oldestAt),
          t('home.dashboard.smsFailed', { count: formatCount(backlogs.sms.failed) }),
        ]}
      />
      <StatCard
        title={t('home.dashboard.webhooks')}
        value={formatCount(backlogs.webhooks.pending)}
        lines={[
          oldest(backlogs.webhooks.oldestAt),
          t('home.dashboard.disabledEndpoints', { count: formatCount(backlogs.webhooks.disabledEndpoints) }),
        ]}
      />
    </Group>
  );
}

/** The desk home's figures: only the parts the API sent for this role. */
export default function DeskDashboardPanels() {
  const { t } = useTranslation('desk');
  const dashboard = useDeskDashboard();
  if (dashboard.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('home.dashboard.loading')} />
      </Box>
    );
  if (dashboard.isError)
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
            {t('home.dashboard.refresh')}
          </Button>
        }
      >
        {t('home.dashboard.failed')}
      </Alert>
    );
  const data = dashboard.data;
  const generatedAt = new Date(data.generatedAt);
  return (
    <Box sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('home.dashboard.asOf', {
            day: formatDay(data.today),
            time: formatMoment(data.generatedAt).split(' ').at(-1),
          })}
        </Typography>
        <Button size="small" onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
          {t('home.dashboard.refresh')}
        </Button>
      </Stack>
      {data.revenue && <RevenuePanels revenue={data.revenue} />}
      {data.complaints && <ComplaintPanels complaints={data.complaints} />}
      {data.cancellations && <CancellationPanels cancellations={data.cancellations} />}
      {data.backlogs && <BacklogPanels backlogs={data.backlogs} now={generatedAt} />}
    </Box>
  );
}
