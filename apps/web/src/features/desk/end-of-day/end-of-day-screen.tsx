import {
  banks,
  type BankCode,
  formatKurus,
  refundApproverRoles,
  type EndOfDay,
  type EndOfDayDifference,
  type StaffRole,
} from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { useErrorDialog, useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatDay, formatMoment } from '../../../lib/format';
import { ApiError } from '../../../lib/errors';
import { useStaff } from '../staff-session';
import { useCloseEndOfDay } from './api/close-end-of-day';
import { useEndOfDay } from './api/get-end-of-day';

/** Today on the municipality's clock, YYYY-MM-DD: the day a supervisor most often closes. */
function todayInIstanbul(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
}

const bankOptions = (Object.keys(banks) as BankCode[]).map((code) => ({ code, name: banks[code].name }));

/** Who may close a day: the same people who approve refunds above the limit. */
export function canCloseDay(role: StaffRole): boolean {
  return (refundApproverRoles as readonly StaffRole[]).includes(role);
}

/** The three columns side by side, as rows of a table that becomes cards on a phone. */
export function sideRows(day: EndOfDay) {
  return [
    { id: 'portal', side: day.portal },
    { id: 'bank', side: day.bank },
    { id: 'acknowledged', side: day.acknowledged },
  ] as const;
}

/** /yonetim/gun-sonu (revenue desk): a bank's day against the bank's own list and the revenue system; closing it. */
export default function EndOfDayScreen() {
  const { t } = useTranslation('desk');
  const staff = useStaff();
  const [bankCode, setBankCode] = useState<BankCode>(bankOptions[0].code);
  const [day, setDay] = useState(todayInIstanbul);
  const [shown, setShown] = useState<{ bankCode: BankCode; day: string }>();
  const [dayError, setDayError] = useState<string>();
  const query = useEndOfDay(shown);

  const show = () => {
    setDayError(undefined);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      setDayError(t('endOfDay.dayInvalid'));
      return;
    }
    setShown({ bankCode, day });
  };

  const failure =
    query.error instanceof ApiError ? query.error.Message : query.isError ? t('endOfDay.loadFailed') : undefined;
  const data = query.data;
  return (
    <>
      <PageTitle>{t('pages.endOfDay')}</PageTitle>
      <Typography component="p" sx={{ mb: 2, maxWidth: 760 }}>
        {t('endOfDay.intro')}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        aria-label={t('endOfDay.choose')}
        onSubmit={(event) => {
          event.preventDefault();
          show();
        }}
        sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          select
          size="small"
          label={t('endOfDay.bank')}
          value={bankCode}
          onChange={(event) => setBankCode(event.target.value as BankCode)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          {bankOptions.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </TextField>
        <DateField
          size="small"
          label={t('endOfDay.day')}
          value={day}
          onChange={setDay}
          error={Boolean(dayError)}
          helperText={dayError}
          sx={{ minWidth: 180 }}
        />
        <Button type="submit" variant="contained" disabled={query.isFetching}>
          {query.isFetching ? t('endOfDay.asking') : t('endOfDay.show')}
        </Button>
      </Stack>

      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {data && <DayView data={data} canClose={canCloseDay(staff.role)} />}
    </>
  );
}

function DayView({ data, canClose }: { data: EndOfDay; canClose: boolean }) {
  const { t } = useTranslation('desk');
  const agree = data.portal.totalKurus === data.bank.totalKurus && data.portal.count === data.bank.count;
  return (
    <section aria-labelledby="end-of-day-heading">
      <Typography id="end-of-day-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('endOfDay.heading', { bank: data.bankName, day: formatDay(data.day) })}
      </Typography>
      {data.lateDays.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('endOfDay.lateDays', { days: data.lateDays.map(formatDay).join(', ') })}
        </Alert>
      )}
      <Typography component="p" sx={{ mb: 2 }} data-testid="end-of-day-status">
        {data.status === 'closed' && data.close
          ? t('endOfDay.closedBy', { name: data.close.closedBy, at: formatMoment(data.close.closedAt) })
          : data.status === 'late'
            ? t('endOfDay.late', { due: formatDay(data.dueBy) })
            : t('endOfDay.open', { due: formatDay(data.dueBy) })}
      </Typography>

      <ResponsiveTable
        title={t('endOfDay.totals')}
        rows={[...sideRows(data)]}
        rowKey={(row) => row.id}
        columns={[
          { id: 'side', header: t('endOfDay.side'), isRowHeader: true, cell: (row) => t(`endOfDay.sides.${row.id}`) },
          { id: 'count', header: t('endOfDay.count'), align: 'right', cell: (row) => row.side.count },
          { id: 'total', header: t('endOfDay.total'), align: 'right', cell: (row) => formatKurus(row.side.totalKurus) },
        ]}
      />
      <Typography component="p" sx={{ mt: 1, mb: 3 }} role="status">
        {agree ? t('endOfDay.agree') : t('endOfDay.disagree')}
        {data.refunds.count > 0 &&
          ` ${t('endOfDay.refunds', { count: data.refunds.count, total: formatKurus(data.refunds.totalKurus) })}`}
      </Typography>

      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('endOfDay.differences', { count: data.differences.length })}
      </Typography>
      {data.differences.length === 0 ? (
        <Typography component="p" sx={{ mb: 3 }}>
          {t('endOfDay.noDifferences')}
        </Typography>
      ) : (
        <ResponsiveTable
          title={t('endOfDay.differences', { count: data.differences.length })}
          rows={data.differences}
          rowKey={(row: EndOfDayDifference) => `${row.kind}-${row.orderNo}`}
          tint={() => 'late'}
          columns={[
            { id: 'title', header: t('endOfDay.kind'), isRowHeader: true, cell: (row) => row.title },
            { id: 'orderNo', header: t('endOfDay.orderNo'), cell: (row) => row.orderNo },
            { id: 'receiptNo', header: t('endOfDay.receiptNo'), cell: (row) => row.receiptNo ?? '—' },
            {
              id: 'portal',
              header: t('endOfDay.sides.portal'),
              align: 'right',
              cell: (row) => (row.portalKurus === null ? '—' : formatKurus(row.portalKurus)),
            },
            {
              id: 'bank',
              header: t('endOfDay.sides.bank'),
              align: 'right',
              cell: (row) => (row.bankKurus === null ? '—' : formatKurus(row.bankKurus)),
            },
            {
              id: 'detail',
              header: t('endOfDay.detail'),
              cell: (row) => (
                <>
                  {row.detail} <strong>{t('endOfDay.whatToDo')}:</strong> {row.action}
                </>
              ),
            },
          ]}
        />
      )}

      {data.close ? (
        <Alert severity="success" sx={{ mt: 3 }}>
          {t('endOfDay.closedSummary', {
            name: data.close.closedBy,
            at: formatMoment(data.close.closedAt),
            count: data.close.openDifferences,
          })}
          {data.close.note && ` ${t('endOfDay.noteWas', { note: data.close.note })}`}
        </Alert>
      ) : canClose ? (
        <CloseForm data={data} />
      ) : (
        <Typography component="p" sx={{ mt: 3 }}>
          {t('endOfDay.onlySupervisor')}
        </Typography>
      )}
    </section>
  );
}

/** "Günü kapat": once; a note is needed while differences are open. */
function CloseForm({ data }: { data: EndOfDay }) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const close = useCloseEndOfDay();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();

  const submit = async () => {
    setNoteError(undefined);
    try {
      await close.mutateAsync({ bankCode: data.bankCode as BankCode, day: data.day, note });
      toast(t('endOfDay.closed', { bank: data.bankName, day: formatDay(data.day) }), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.field === 'note') setNoteError(error.Message);
      else showError(error);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ mt: 3, maxWidth: 640 }}
      aria-label={t('endOfDay.close')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        multiline
        minRows={2}
        label={t('endOfDay.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={Boolean(noteError)}
        helperText={noteError ?? (data.differences.length > 0 ? t('endOfDay.noteNeeded') : t('endOfDay.noteHint'))}
        slotProps={{ htmlInput: { maxLength: 1000 }, formHelperText: { role: noteError ? 'alert' : undefined } }}
      />
      <div>
        <Button type="submit" variant="contained" disabled={close.isPending}>
          {t('endOfDay.close')}
        </Button>
      </div>
    </Stack>
  );
}
