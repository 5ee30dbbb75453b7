import { formatKurus, type RestructuringPlan } from '@ebelediye/contract';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { revealStartOnFocus } from '../../../components/focus-clearance';
import { formatDay } from '../../debts/format';
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
  const next = plan.state === 'ACTIVE' ? plan.schedule.find((item) => item.status === 'open' || item.status === 'overdue') : undefined;
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
        {plan.brokenReason && <Alert severity="error">{t('restructuring.brokenReason', { reason: plan.brokenReason })}</Alert>}
        <Typography sx={{ fontWeight: 600 }}>{t('restructuring.paidTotal', { paid: formatKurus(plan.paidKurus), total: formatKurus(plan.totalKurus) })}</Typography>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <Button component="a" href={plan.pdfUrl} download={`yapilandirma-${plan.planNo}.pdf`} variant="outlined" startIcon={<PictureAsPdfIcon aria-hidden />}>
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
        <Box role="region" aria-labelledby={`${headingId}-schedule`} tabIndex={0} onFocus={revealStartOnFocus} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={`${headingId}-schedule`}>
            <TableHead>
              <TableRow>
                <TableCell>{t('restructuring.scheduleColumns.no')}</TableCell>
                <TableCell>{t('restructuring.scheduleColumns.dueDate')}</TableCell>
                <TableCell align="right">{t('restructuring.scheduleColumns.amount')}</TableCell>
                <TableCell>{t('restructuring.scheduleColumns.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plan.schedule.map((item) => (
                <TableRow key={item.no}>
                  <TableCell component="th" scope="row">{`${item.no}/${plan.installments}`}</TableCell>
                  <TableCell>{formatDay(item.dueDate)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatKurus(item.amountKurus)}</TableCell>
                  <TableCell>{item.inPayment ? t('restructuring.inPayment') : t(`restructuring.status.${item.status}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
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
