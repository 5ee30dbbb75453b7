import { formatKurus, payrollPeriodName } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, TableSkeleton, turkishDate } from '../../../components/public-table';
import { useEmployeePayroll } from '../api/get-employee-payroll';
import { useEmployeePayrollList } from '../api/get-employee-payroll-list';
import { PayslipView } from '../components/payslip-view';
import { EmployeePage, useIsEmployee } from '../components/employee-page';
import '../../../locales/employees-sentences';

/** `?ay=2026-11` opens that month; the newest month otherwise. */
const MONTH_PARAM = 'ay';
const periodKey = (p: { year: number; month: number }) => `${p.year}-${String(p.month).padStart(2, '0')}`;

/** SPEC §2 /maas-bordrosu: the employee's payslips, newest first, one opened line by line with its PDF. */
export default function SalaryPayrollScreen() {
  const { t } = useTranslation();
  const isEmployee = useIsEmployee();
  const listId = useId();
  const slipId = useId();
  const [params, setParams] = useSearchParams();
  const list = useEmployeePayrollList(isEmployee);
  const payslips = list.data?.payslips ?? [];
  const selected = payslips.find((p) => periodKey(p) === params.get(MONTH_PARAM)) ?? payslips[0];
  const payslip = useEmployeePayroll(selected && { year: selected.year, month: selected.month });

  return (
    <EmployeePage title="salaryPayroll" intro={t('employees.payroll.intro')}>
      {list.isPending ? (
        <TableSkeleton rows={4} />
      ) : list.isError ? (
        <ErrorState title={t('employees.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('employees.who', list.data.employee)}
          </Typography>
          {list.data.hidden && (
            <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
              {t('employees.payroll.hidden', {
                period: payrollPeriodName(list.data.hidden.year, list.data.hidden.month),
                date: turkishDate(list.data.hidden.visibleFrom),
              })}
            </Alert>
          )}
          {payslips.length === 0 ? (
            <Paper variant="outlined" role="status" sx={{ p: 3, textAlign: 'center' }}>
              <Typography>{t('employees.payroll.empty')}</Typography>
            </Paper>
          ) : (
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, alignItems: 'start' }}
            >
              <Paper variant="outlined" component="nav" aria-labelledby={listId}>
                <Typography id={listId} component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
                  {t('employees.payroll.months')}
                </Typography>
                <List dense>
                  {payslips.map((p) => {
                    const current = selected !== undefined && periodKey(p) === periodKey(selected);
                    return (
                      <ListItem key={periodKey(p)} disablePadding>
                        <ListItemButton
                          selected={current}
                          aria-current={current ? 'page' : undefined}
                          onClick={() => setParams({ [MONTH_PARAM]: periodKey(p) }, { replace: true })}
                        >
                          <ListItemText
                            primary={payrollPeriodName(p.year, p.month)}
                            secondary={`${t('employees.payroll.net')}: ${formatKurus(p.netKurus)}`}
                          />
                        </ListItemButton>
                      </ListItem>
                    );
                  })}
                </List>
              </Paper>
              <Box aria-live="polite">
                {payslip.isPending ? (
                  <TableSkeleton rows={8} />
                ) : payslip.isError ? (
                  <ErrorState
                    title={t('employees.loadFailed')}
                    error={payslip.error}
                    onRetry={() => void payslip.refetch()}
                  />
                ) : (
                  <PayslipView payslip={payslip.data} headingId={slipId} />
                )}
              </Box>
            </Box>
          )}
        </>
      )}
    </EmployeePage>
  );
}
