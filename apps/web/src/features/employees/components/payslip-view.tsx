import { formatKurus, payrollPeriodName } from '@ebelediye/contract';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { turkishDate } from '../../../components/public-table';
import type { Payslip } from '../api/get-employee-payroll';
import { AmountTable } from './amount-table';
import '../../../locales/employees-sentences';

/** One month's payslip as the payroll system sent it: earnings, deductions, net, the PDF. */
export function PayslipView({ payslip, headingId }: { payslip: Payslip; headingId: string }) {
  const { t } = useTranslation();
  const period = payrollPeriodName(payslip.year, payslip.month);
  const e = payslip.earnings;
  const d = payslip.deductions;
  const columns = { itemLabel: t('employees.payroll.item'), amountLabel: t('employees.payroll.amount') };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 600 }}>
        {period}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('employees.payroll.paymentDate', { date: turkishDate(payslip.paymentDate) })}
      </Typography>
      <AmountTable
        caption={t('employees.payroll.earnings')}
        {...columns}
        lines={[
          { label: t('employees.payroll.base'), amountKurus: e.baseKurus },
          { label: t('employees.payroll.allowances'), amountKurus: e.allowancesKurus },
          { label: t('employees.payroll.overtime'), amountKurus: e.overtimeKurus },
          { label: t('employees.payroll.bonus'), amountKurus: e.bonusKurus },
          { label: t('employees.payroll.gross'), amountKurus: e.grossKurus, total: true },
        ]}
      />
      <AmountTable
        caption={t('employees.payroll.deductions')}
        {...columns}
        lines={[
          { label: t('employees.payroll.sgk'), amountKurus: d.sgkKurus },
          { label: t('employees.payroll.unemployment'), amountKurus: d.unemploymentKurus },
          {
            label: t('employees.payroll.incomeTax'),
            detail: t('employees.payroll.incomeTaxBase', {
              base: formatKurus(d.incomeTaxBaseKurus),
              cumulative: formatKurus(d.cumulativeBaseKurus),
            }),
            amountKurus: d.incomeTaxKurus,
          },
          { label: t('employees.payroll.incomeTaxExemption'), amountKurus: -d.incomeTaxExemptionKurus },
          { label: t('employees.payroll.stampTax'), amountKurus: d.stampTaxKurus },
          { label: t('employees.payroll.stampTaxExemption'), amountKurus: -d.stampTaxExemptionKurus },
          { label: t('employees.payroll.unionDues'), amountKurus: d.unionDuesKurus },
          { label: t('employees.payroll.enforcement'), amountKurus: d.enforcementKurus },
          { label: t('employees.payroll.other'), amountKurus: d.otherKurus },
          { label: t('employees.payroll.totalDeductions'), amountKurus: d.totalKurus, total: true },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {t('employees.payroll.netPay')}: {formatKurus(payslip.netKurus)}
          </Typography>
          {payslip.employerCostKurus !== null && (
            <Typography color="text.secondary">
              {t('employees.payroll.employerCost')}: {formatKurus(payslip.employerCostKurus)}
            </Typography>
          )}
        </Box>
        <Button
          component="a"
          href={payslip.pdfUrl}
          target="_blank"
          rel="noopener"
          variant="outlined"
          startIcon={<PictureAsPdfIcon aria-hidden />}
          aria-label={`${t('employees.payroll.pdf')}: ${period} ${t('common.opensInNewTab')}`}
        >
          {t('employees.payroll.pdf')}
        </Button>
      </Box>
      {payslip.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {payslip.note}
        </Typography>
      )}
    </Paper>
  );
}
