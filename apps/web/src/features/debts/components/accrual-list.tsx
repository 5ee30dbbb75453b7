import { formatKurus, type OperationOutput, type Operations } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccrualList } from '../api/get-accrument-list-for-e-municipality';
import { formatDay } from '../../../lib/format';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/public-table/states';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import '../../../locales/debts-sentences';

type Accrual = OperationOutput<Operations['GetAccrumentListForEMunicipality']>['accruals'][number];

const ALL = 'all';
/** Accruals go back a few years; older ones are asked at the municipality's desk. */
const yearsShown = 8;

/** Every accrual (tahakkuk) with what was paid of it, for one year or all. */
export function AccrualList({ thisYear }: { thisYear: number }) {
  const { t } = useTranslation();
  const [year, setYear] = useState<string>(ALL);
  const accruals = useAccrualList(year === ALL ? undefined : Number(year));
  const years = Array.from({ length: yearsShown }, (_, index) => thisYear - index);

  const columns: Column<Accrual>[] = [
    { id: 'description', header: t('debts.accruals.description'), cell: (row) => row.description, isRowHeader: true },
    { id: 'year', header: t('debts.accruals.year'), cell: (row) => row.year },
    { id: 'installment', header: t('debts.accruals.installment'), cell: (row) => row.installment },
    {
      id: 'dueDate',
      header: t('debts.accruals.dueDate'),
      cell: (row) =>
        row.originalDueDate === row.dueDate
          ? formatDay(row.dueDate)
          : `${formatDay(row.dueDate)} (${t('debts.movedFrom', { date: formatDay(row.originalDueDate) })})`,
    },
    {
      id: 'principal',
      header: t('debts.accruals.principal'),
      cell: (row) => formatKurus(row.principalKurus),
      align: 'right',
    },
    { id: 'paid', header: t('debts.accruals.paid'), cell: (row) => formatKurus(row.paidKurus), align: 'right' },
    { id: 'status', header: t('debts.accruals.status'), cell: (row) => t(`debts.accruals.statuses.${row.status}`) },
  ];

  return (
    <>
      <Box sx={{ mb: 2, maxWidth: 240 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('debts.accruals.yearFilter')}
          value={year}
          onChange={(event) => setYear(event.target.value)}
          slotProps={{ select: { native: true } }}
        >
          <option value={ALL}>{t('debts.accruals.allYears')}</option>
          {years.map((option) => (
            <option key={option} value={String(option)}>
              {option}
            </option>
          ))}
        </TextField>
      </Box>
      {accruals.isPending ? (
        <TableSkeleton rows={4} />
      ) : accruals.isError ? (
        <ErrorState
          title={t('debts.accruals.loadFailed')}
          error={accruals.error}
          onRetry={() => void accruals.refetch()}
        />
      ) : accruals.data.accruals.length === 0 ? (
        <EmptyState>{t('debts.accruals.empty')}</EmptyState>
      ) : (
        <ResponsiveTable
          title={t('debts.accruals.title')}
          columns={columns}
          rows={accruals.data.accruals}
          rowKey={(row) => row.accrualId}
        />
      )}
    </>
  );
}
