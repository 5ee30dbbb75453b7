import { formatKurus, type RestructuringPlan } from '@ebelediye/contract';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatDay } from '../../../lib/format';
import '../../../locales/restructuring-sentences';

interface PlanDetailProps {
  plan: RestructuringPlan;
  /** "Pay the next installment now": the screen opens the bank window with that installment. */
  onPay: (installment: RestructuringPlan['schedule'][number]) => void;
  paying: boolean;
}

/** A saved plan: number, state (and why it broke), PDF, what it took in and its installments with what is paid. */
export function PlanDetail({ plan, onPay, paying }: PlanDetailProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const next =
    plan.state === 'ACTIVE'
      ? plan.schedule.find((item) => item.status === 'open' || item.status === 'overdue')
      : undefined;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('restructuring.planNo', { planNo: plan.planNo })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography>{plan.campaign.title}</Typography>
          {plan.campaign.demo && <Chip size="small" color="warning" label={t('restructuring.demo')} />}
        </Stack>
        <Typography>{t('restructuring.state', { state: plan.stateName })}</Typography>
        {plan.brokenReason && (
          <Alert severity="error">{t('restructuring.brokenReason', { reason: plan.brokenReason })}</Alert>
        )}
        <Typography sx={{ fontWeight: 600 }}>
          {t('restructuring.paidTotal', { paid: formatKurus(plan.paidKurus), total: formatKurus(plan.totalKurus) })}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <Button
            component="a"
            href={plan.pdfUrl}
            download={`yapilandirma-${plan.planNo}.pdf`}
            variant="outlined"
            startIcon={<PictureAsPdfIcon aria-hidden />}
          >
            {t('restructuring.pdf')}
          </Button>
          {next && !next.inPayment && (
            <Button variant="contained" onClick={() => onPay(next)} disabled={paying}>
              {t('restructuring.payFirst', { no: next.no, amount: formatKurus(next.amountKurus) })}
            </Button>
          )}
        </Stack>
        <Typography id={`${headingId}-schedule`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('restructuring.schedule')}
        </Typography>
        <ResponsiveTable
          title={t('restructuring.schedule')}
          rows={plan.schedule}
          rowKey={(item) => item.no}
          columns={[
            {
              id: 'no',
              header: t('restructuring.scheduleColumns.no'),
              isRowHeader: true,
              cell: (item) => `${item.no}/${plan.installments}`,
            },
            {
              id: 'dueDate',
              header: t('restructuring.scheduleColumns.dueDate'),
              cell: (item) => formatDay(item.dueDate),
            },
            {
              id: 'amount',
              header: t('restructuring.scheduleColumns.amount'),
              align: 'right',
              cell: (item) => formatKurus(item.amountKurus),
            },
            {
              id: 'status',
              header: t('restructuring.scheduleColumns.status'),
              cell: (item) =>
                item.inPayment ? t('restructuring.inPayment') : t(`restructuring.status.${item.status}`),
            },
          ]}
        />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('restructuring.debtsInPlan')}
        </Typography>
        <Stack component="ul" sx={{ m: 0, pl: 3 }}>
          {plan.debts.map((debt) => (
            <Typography component="li" key={debt.accrualId} variant="body2">
              {debt.description} — {formatKurus(debt.principalKurus)}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
