import { leaveKindNames } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, TableSkeleton, turkishDate } from '../../../components/public-table';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import { useEmployeeLeaveInformation } from '../api/get-employee-leave-information';
import { EmployeePage, useIsEmployee } from '../components/employee-page';
import '../../../locales/employees-sentences';

type LeaveRecord = NonNullable<ReturnType<typeof useEmployeeLeaveInformation>['data']>['records'][number];

/** SPEC §2 /izin-bilgileri: the year's annual leave (entitled, carried over, used, left) and every leave taken. */
export default function LeaveInformationScreen() {
  const { t } = useTranslation();
  const isEmployee = useIsEmployee();
  const accountId = useId();
  const recordsId = useId();
  const [year, setYear] = useState<number | undefined>(undefined);
  const leave = useEmployeeLeaveInformation(year, isEmployee);
  // Kind, first and last day, days: on a phone each leave is a card, so no column is pushed off the screen.
  const recordColumns: Column<LeaveRecord>[] = [
    { id: 'kind', header: t('employees.leave.kind'), cell: (record) => leaveKindNames[record.kind], isRowHeader: true },
    { id: 'start', header: t('employees.leave.start'), cell: (record) => turkishDate(record.startDate), nowrap: true },
    { id: 'end', header: t('employees.leave.end'), cell: (record) => turkishDate(record.endDate), nowrap: true },
    { id: 'days', header: t('employees.leave.dayCount'), cell: (record) => record.days, align: 'right' },
  ];

  return (
    <EmployeePage title="leaveInformation" intro={t('employees.leave.intro')}>
      {leave.isPending ? (
        <TableSkeleton rows={4} />
      ) : leave.isError ? (
        <ErrorState title={t('employees.loadFailed')} error={leave.error} onRetry={() => void leave.refetch()} />
      ) : leave.data.year === null || leave.data.account === null ? (
        <Paper variant="outlined" role="status" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>{t('employees.leave.empty')}</Typography>
        </Paper>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('employees.who', leave.data.employee)}
          </Typography>
          {leave.data.years.length > 1 && (
            <TextField
              select
              label={t('employees.leave.year')}
              value={leave.data.year}
              onChange={(event) => setYear(Number(event.target.value))}
              sx={{ mb: 2, minWidth: 160 }}
            >
              {leave.data.years.map((y) => (
                <MenuItem key={y} value={y}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby={accountId}
            sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}
          >
            <Typography id={accountId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('employees.leave.account', { year: leave.data.year })}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 1,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, auto)' },
                gap: 2,
              }}
            >
              {[
                [t('employees.leave.entitled'), leave.data.account.entitledDays],
                [t('employees.leave.carried'), leave.data.account.carriedDays],
                [t('employees.leave.used'), leave.data.account.usedDays],
                [t('employees.leave.remaining'), leave.data.account.remainingDays],
              ].map(([label, days]) => (
                <Box key={label}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
                    {t('employees.leave.days', { count: Number(days) })}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {leave.data.rule ? t('employees.leave.rule', { rule: leave.data.rule }) : t('employees.leave.ruleByHr')}
            </Typography>
            {leave.data.carryOverRule && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('employees.leave.carryOverRule', { rule: leave.data.carryOverRule })}
              </Typography>
            )}
            {leave.data.travelRule && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('employees.leave.travelRule', { rule: leave.data.travelRule })}
              </Typography>
            )}
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby={recordsId} sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography id={recordsId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('employees.leave.records', { year: leave.data.year })}
            </Typography>
            {leave.data.records.length === 0 ? (
              <Typography sx={{ mt: 1 }}>{t('employees.leave.noRecords')}</Typography>
            ) : (
              <Box sx={{ mt: 1 }}>
                <ResponsiveTable
                  title={t('employees.leave.records', { year: leave.data.year })}
                  columns={recordColumns}
                  rows={leave.data.records}
                  rowKey={(record) => record.recordNo}
                  cardsBelow="sm"
                />
              </Box>
            )}
          </Paper>
        </>
      )}
    </EmployeePage>
  );
}
