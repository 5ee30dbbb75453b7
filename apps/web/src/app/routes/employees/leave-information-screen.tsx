import { leaveKindNames } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, TableSkeleton, turkishDate } from '../../../components/public-table';
import { useEmployeeLeaveInformation } from '../../../features/employees/api/get-employee-leave-information';
import { EmployeePage, useIsEmployee } from './employee-page';
import '../../../locales/employees-sentences';

/** SPEC §2 /izin-bilgileri: the year's annual leave (entitled, carried over, used, left) and every leave taken. */
export default function LeaveInformationScreen() {
  const { t } = useTranslation();
  const isEmployee = useIsEmployee();
  const accountId = useId();
  const recordsId = useId();
  const [year, setYear] = useState<number | undefined>(undefined);
  const leave = useEmployeeLeaveInformation(year, isEmployee);

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
            <TextField select label={t('employees.leave.year')} value={leave.data.year} onChange={(event) => setYear(Number(event.target.value))} sx={{ mb: 2, minWidth: 160 }}>
              {leave.data.years.map((y) => (
                <MenuItem key={y} value={y}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Paper variant="outlined" component="section" aria-labelledby={accountId} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
            <Typography id={accountId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('employees.leave.account', { year: leave.data.year })}
            </Typography>
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, auto)' }, gap: 2 }}>
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
              <Box>
                <Table size="small" aria-labelledby={recordsId} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">{t('employees.leave.kind')}</TableCell>
                      <TableCell component="th" scope="col">{t('employees.leave.start')}</TableCell>
                      <TableCell component="th" scope="col">{t('employees.leave.end')}</TableCell>
                      <TableCell component="th" scope="col" align="right">{t('employees.leave.dayCount')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {leave.data.records.map((record) => (
                      <TableRow key={record.recordNo}>
                        <TableCell component="th" scope="row">{leaveKindNames[record.kind]}</TableCell>
                        <TableCell>{turkishDate(record.startDate)}</TableCell>
                        <TableCell>{turkishDate(record.endDate)}</TableCell>
                        <TableCell align="right">{record.days}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </Paper>
        </>
      )}
    </EmployeePage>
  );
}
