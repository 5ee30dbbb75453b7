import { enforcementKindNames, formatKurus, payrollPeriodName } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState, TableSkeleton } from '../../../components/public-table';
import { useEmployeeEnforcementList } from '../api/get-employee-enforcement-list';
import { EmployeePage, useIsEmployee } from '../components/employee-page';
import '../../../locales/employees-sentences';

/** SPEC §2 /icra-bilgileri: each enforcement file in queue order (alimony first) with its monthly deductions. */
export default function EnforcementInformationScreen() {
  const { t } = useTranslation();
  const isEmployee = useIsEmployee();
  const enforcement = useEmployeeEnforcementList(isEmployee);

  return (
    <EmployeePage title="enforcementInformation" intro={t('employees.enforcement.intro')}>
      {enforcement.isPending ? (
        <TableSkeleton rows={4} />
      ) : enforcement.isError ? (
        <ErrorState
          title={t('employees.loadFailed')}
          error={enforcement.error}
          onRetry={() => void enforcement.refetch()}
        />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('employees.who', enforcement.data.employee)}
          </Typography>
          {enforcement.data.files.length === 0 ? (
            <Paper variant="outlined" role="status" sx={{ p: 3, textAlign: 'center' }}>
              <Typography>{t('employees.enforcement.empty')}</Typography>
            </Paper>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {enforcement.data.files.map((file) => {
                const headingId = `icra-${file.queueOrder}-${file.fileNo.replace(/\W/g, '-')}`;
                return (
                  <li key={`${file.office}/${file.fileNo}`}>
                    <Paper
                      variant="outlined"
                      component="section"
                      aria-labelledby={headingId}
                      sx={{ p: { xs: 1.5, sm: 2 } }}
                    >
                      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                        {t('employees.enforcement.file', {
                          order: file.queueOrder,
                          office: file.office,
                          fileNo: file.fileNo,
                        })}
                      </Typography>
                      <Box
                        component="dl"
                        sx={{
                          m: 0,
                          mt: 1,
                          display: 'grid',
                          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                          columnGap: 2,
                          rowGap: 0.5,
                        }}
                      >
                        {[
                          [t('employees.enforcement.creditor'), file.creditor],
                          [t('employees.enforcement.kind'), enforcementKindNames[file.kind]],
                          [t('employees.enforcement.amount'), formatKurus(file.amountKurus)],
                          [t('employees.enforcement.monthly'), formatKurus(file.monthlyKurus)],
                          [t('employees.enforcement.deducted'), formatKurus(file.deductedKurus)],
                          [t('employees.enforcement.remaining'), formatKurus(file.remainingKurus)],
                        ].map(([label, value]) => (
                          <Box key={label} sx={{ display: 'contents' }}>
                            <Typography component="dt" color="text.secondary">
                              {label}
                            </Typography>
                            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                              {value}
                            </Typography>
                          </Box>
                        ))}
                      </Box>
                      {file.deductions.length === 0 ? (
                        <Typography sx={{ mt: 1.5 }}>{t('employees.enforcement.noDeductions')}</Typography>
                      ) : (
                        <Table size="small" sx={{ mt: 1.5, maxWidth: 480 }}>
                          <caption
                            style={{
                              captionSide: 'top',
                              textAlign: 'left',
                              padding: '4px 0',
                              fontWeight: 700,
                              color: 'inherit',
                            }}
                          >
                            {t('employees.enforcement.deductions')}
                          </caption>
                          <TableHead>
                            <TableRow>
                              <TableCell component="th" scope="col">
                                {t('employees.enforcement.month')}
                              </TableCell>
                              <TableCell component="th" scope="col" align="right">
                                {t('employees.payroll.amount')}
                              </TableCell>
                            </TableRow>
                          </TableHead>
                          <TableBody>
                            {file.deductions.map((d) => (
                              <TableRow key={`${d.year}-${d.month}`}>
                                <TableCell component="th" scope="row">
                                  {payrollPeriodName(d.year, d.month)}
                                </TableCell>
                                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                                  {formatKurus(d.amountKurus)}
                                </TableCell>
                              </TableRow>
                            ))}
                          </TableBody>
                        </Table>
                      )}
                    </Paper>
                  </li>
                );
              })}
            </Box>
          )}
        </>
      )}
    </EmployeePage>
  );
}
