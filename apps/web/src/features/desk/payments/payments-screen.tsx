import { banks, paymentStateNames } from '@ebelediye/contract/payments';
import { type DeskPaymentFilter, type DeskPaymentRow } from '@ebelediye/contract/desk-payments';
import { formatKurus } from '@ebelediye/contract/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateField } from '../../../components/date-field';
import { PageTitle } from '../../../components/page-title';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import { ApiError } from '../../../lib/errors';
import { formatMoment } from '../../../lib/format';
import { NativeSelect } from '../complaints/native-select';
import { useDeskPayments } from './api/search-desk-payments';
import { emptyDraft, exportUrl, readDraft, type FilterDraft } from './filters';

type Errors = Partial<Record<keyof FilterDraft, string>>;

/** The API's field names to the form's, for a refusal the server gives. */
const formFieldOf: Record<string, keyof FilterDraft> = { minAmountKurus: 'minAmount', maxAmountKurus: 'maxAmount' };

function useColumns(): Column<DeskPaymentRow>[] {
  const { t } = useTranslation('desk');
  return [
    {
      id: 'orderNo',
      header: t('deskPayments.orderNo'),
      isRowHeader: true,
      cell: (row) => (
        <Link component={RouterLink} to={`/yonetim/odemeler/${row.orderNo}`} sx={{ wordBreak: 'break-all' }}>
          {row.orderNo}
        </Link>
      ),
    },
    { id: 'createdAt', header: t('deskPayments.createdAt'), nowrap: true, cell: (row) => formatMoment(row.createdAt) },
    { id: 'state', header: t('deskPayments.state'), cell: (row) => row.stateName },
    { id: 'bank', header: t('deskPayments.bank'), cell: (row) => row.bankName },
    {
      id: 'payer',
      header: t('deskPayments.payer'),
      cell: (row) => (
        <>
          {row.payerName}
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {row.payerIdentityMasked}
          </Typography>
        </>
      ),
    },
    { id: 'receiptNo', header: t('deskPayments.receiptNo'), cell: (row) => row.receiptNo ?? '—' },
    {
      id: 'amount',
      header: t('deskPayments.amount'),
      align: 'right',
      nowrap: true,
      cell: (row) => formatKurus(row.amountKurus),
    },
  ];
}

/** /yonetim/odemeler (revenue desk): card orders by number, payer, days, bank, state and amount; CSV and XLSX of the same. */
export default function PaymentsScreen() {
  const { t } = useTranslation('desk');
  const [draft, setDraft] = useState<FilterDraft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [filter, setFilter] = useState<DeskPaymentFilter>({});
  const [page, setPage] = useState(0);
  const list = useDeskPayments({ ...filter, page });
  const columns = useColumns();

  const serverError = list.error instanceof ApiError ? list.error : undefined;
  const serverField = serverError?.field ? (formFieldOf[serverError.field] ?? serverError.field) : undefined;
  const shownErrors: Errors =
    serverField && serverField in emptyDraft ? { ...errors, [serverField]: serverError?.Message } : errors;

  const field = (key: keyof FilterDraft) => ({
    value: draft[key],
    error: Boolean(shownErrors[key]),
    onChange: (value: string) => setDraft({ ...draft, [key]: value }),
  });
  const helper = (key: keyof FilterDraft, hint?: string) => shownErrors[key] ?? hint;
  const text = (key: keyof FilterDraft, label: string, options: { hint?: string; numeric?: boolean } = {}) => {
    const { value, error, onChange } = field(key);
    return (
      <TextField
        fullWidth
        size="small"
        label={label}
        value={value}
        error={error}
        helperText={helper(key, options.hint)}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          htmlInput: { inputMode: options.numeric ? 'numeric' : undefined, maxLength: 64, autoComplete: 'off' },
          inputLabel: { shrink: true },
          formHelperText: { role: error ? 'alert' : undefined },
        }}
      />
    );
  };

  const submit = () => {
    const read = readDraft(draft);
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setPage(0);
    setFilter(read.filter);
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <PageTitle>{t('pages.payments')}</PageTitle>
      <Typography component="p" sx={{ mb: 2, maxWidth: 760 }}>
        {t('deskPayments.intro')}
      </Typography>
      <Paper
        component="form"
        variant="outlined"
        aria-label={t('deskPayments.filters')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ p: 2, mb: 3 }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Box>{text('orderNo', t('deskPayments.orderNo'))}</Box>
          <Box>{text('receiptNo', t('deskPayments.receiptNo'))}</Box>
          <Box>{text('identityNo', t('deskPayments.identityNo'), { numeric: true })}</Box>
          <Box>
            <DateField
              fullWidth
              size="small"
              label={t('deskPayments.from')}
              {...field('from')}
              helperText={helper('from')}
            />
          </Box>
          <Box>
            <DateField fullWidth size="small" label={t('deskPayments.to')} {...field('to')} helperText={helper('to')} />
          </Box>
          <Box>
            <NativeSelect
              label={t('deskPayments.bank')}
              emptyLabel={t('deskPayments.all')}
              {...field('bankCode')}
              helperText={helper('bankCode')}
              options={Object.entries(banks).map(([value, bank]) => ({ value, label: bank.name }))}
            />
          </Box>
          <Box>
            <NativeSelect
              label={t('deskPayments.state')}
              emptyLabel={t('deskPayments.all')}
              {...field('state')}
              helperText={helper('state')}
              options={Object.entries(paymentStateNames).map(([value, label]) => ({ value, label }))}
            />
          </Box>
          <Box>{text('minAmount', t('deskPayments.minAmount'), { hint: t('deskPayments.amountHint') })}</Box>
          <Box>{text('maxAmount', t('deskPayments.maxAmount'), { hint: t('deskPayments.amountHint') })}</Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained">
                {t('deskPayments.search')}
              </Button>
              <Button
                onClick={() => {
                  setDraft(emptyDraft);
                  setErrors({});
                  setPage(0);
                  setFilter({});
                }}
              >
                {t('deskPayments.clear')}
              </Button>
            </Stack>
          </Box>
        </Box>
      </Paper>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Button component="a" href={exportUrl('csv', filter)} download variant="outlined">
          {t('deskPayments.exportCsv')}
        </Button>
        <Button component="a" href={exportUrl('xlsx', filter)} download variant="outlined">
          {t('deskPayments.exportXlsx')}
        </Button>
      </Stack>
      <Typography component="p" variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        {t('deskPayments.exportHint')}
      </Typography>

      {list.isError && !serverField ? (
        <Alert severity="error">{serverError?.Message ?? t('deskPayments.loadFailed')}</Alert>
      ) : !data ? (
        <Typography role="status">{t('deskPayments.loading')}</Typography>
      ) : data.payments.length === 0 ? (
        <Typography component="p" role="status">
          {t('deskPayments.empty')}
        </Typography>
      ) : (
        <>
          <Typography component="p" role="status" sx={{ mb: 1 }}>
            {t('deskPayments.total', { total: data.total })}
          </Typography>
          <ResponsiveTable
            title={t('deskPayments.table')}
            columns={columns}
            rows={data.payments}
            rowKey={(row) => row.orderNo}
            tint={(row) => (row.state === 'REFUND_NEEDED' ? 'late' : undefined)}
          />
          <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('deskPayments.previous')}
            </Button>
            <Typography component="span">{t('deskPayments.pageOf', { page: page + 1, pages })}</Typography>
            <Button disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              {t('deskPayments.next')}
            </Button>
          </Box>
        </>
      )}
    </>
  );
}
