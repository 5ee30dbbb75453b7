import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/errors';
import { usePaymentStatus } from '../api/query-online-payment-order-status';
import { formatMoment } from '../../../lib/format';
import { outcomeOf, type PaymentOutcome } from '../payment-state-label';
import { PaymentItems } from './payment-items';
import { ReceiptLink } from '../../../components/payments/receipt-link';
import '../../../locales/payments-sentences';

const alertSeverity = {
  paid: 'success',
  failed: 'error',
  pending: 'info',
  refund: 'warning',
  refunded: 'info',
} as const satisfies Record<PaymentOutcome, 'success' | 'error' | 'info' | 'warning'>;

interface PaymentResultProps {
  orderNo: string;
  /** Ways on: back to the debts, home. */
  links: ReactNode;
}

/**
 * The end of a payment (/success-operation, /failed-operation): what was paid, with which card at
 * which bank, the receipt when the collection is posted, or — in the server's words — why it failed
 * and what to do. While the outcome is open the page asks again every few seconds.
 */
export function PaymentResult({ orderNo, links }: PaymentResultProps) {
  const { t } = useTranslation();
  const status = usePaymentStatus(orderNo);

  if (status.isPending) {
    return (
      <>
        <PageTitle>{t('payments.result.checkingTitle')}</PageTitle>
        <LinearProgress aria-label={t('payments.result.checking')} sx={{ mb: 2 }} />
        <Typography role="status">{t('payments.result.checking')}</Typography>
      </>
    );
  }

  if (status.isError) {
    return (
      <>
        <PageTitle>{t('payments.result.notFoundTitle')}</PageTitle>
        <Alert severity="error" sx={{ mb: 3 }}>
          {status.error instanceof ApiError ? status.error.Message : t('payments.result.loadFailed')}
        </Alert>
        {links}
      </>
    );
  }

  const payment = status.data;
  const outcome = outcomeOf(payment.state);
  return (
    <>
      <PageTitle>{t(`payments.result.title.${outcome}`)}</PageTitle>
      <Alert severity={alertSeverity[outcome]} role={outcome === 'pending' ? 'status' : 'alert'} sx={{ mb: 3 }}>
        <Typography sx={{ fontWeight: 600 }}>{payment.message}</Typography>
        {outcome === 'failed' && <Typography sx={{ mt: 1 }}>{t('payments.result.whatToDo')}</Typography>}
        {outcome === 'pending' && <Typography sx={{ mt: 1 }}>{t('payments.result.autoRefresh')}</Typography>}
      </Alert>
      {outcome === 'pending' && <LinearProgress aria-label={t('payments.result.checking')} sx={{ mb: 3 }} />}

      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="payment-details-title"
        sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
      >
        <Typography id="payment-details-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('payments.result.detailsTitle')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: 0.5,
            m: 0,
            mb: 2,
          }}
        >
          <Pair label={t('payments.result.orderNo')}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1rem', overflowWrap: 'anywhere' }}>
              {payment.orderNo}
            </Box>
          </Pair>
          {payment.receiptNo && <Pair label={t('payments.result.receiptNo')}>{payment.receiptNo}</Pair>}
          <Pair label={t('payments.result.bank')}>{payment.bankName}</Pair>
          {payment.maskedPan && <Pair label={t('payments.result.card')}>{payment.maskedPan}</Pair>}
          <Pair label={t('payments.result.date')}>{formatMoment(payment.createdAt)}</Pair>
          <Pair label={t('payments.result.state')}>{t(`payments.states.${payment.state}`)}</Pair>
        </Box>
        <PaymentItems
          items={payment.items}
          totalKurus={payment.amountKurus}
          label={t('payments.result.itemsLabel')}
          totalLabel={t(outcome === 'paid' ? 'payments.items.paidTotal' : 'payments.items.amount')}
        />
        {outcome === 'paid' && payment.receiptNo && (
          <Box sx={{ mt: 3 }}>
            <ReceiptLink orderNo={payment.orderNo} size="large" />
          </Box>
        )}
      </Paper>
      {links}
    </>
  );
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, minWidth: 0 }}>
        {children}
      </Typography>
    </>
  );
}
