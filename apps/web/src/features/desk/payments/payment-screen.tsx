import { type DeskPayment, type DeskPaymentEvent } from '@ebelediye/contract/desk-payments';
import { paymentStateNames } from '@ebelediye/contract/payments';
import { formatKurus } from '@ebelediye/contract/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { FactList } from '../../../components/fact-list';
import { PageTitle } from '../../../components/page-title';
import { ResponsiveTable } from '../../../components/responsive-table';
import { ApiError } from '../../../lib/errors';
import { formatMoment } from '../../../lib/format';
import { RefundPanel } from '../refunds/refund-panel';
import { useDeskPayment } from './api/get-desk-payment';

type Line = DeskPayment['lines'][number];

function EventFields({ event }: { event: DeskPaymentEvent }) {
  const { t } = useTranslation('desk');
  if (event.fields.length === 0) return <>{t('deskPayments.noFields')}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {event.fields.map((field, i) => (
        <Box component="li" key={`${field.name}-${i}`} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {field.name}
          </Box>
          : {field.value}
        </Box>
      ))}
    </Box>
  );
}

/** /yonetim/odemeler/:orderNo: the order, what it paid, every state change and what the bank said, and its receipt. */
export default function PaymentScreen() {
  const { t } = useTranslation('desk');
  const { orderNo = '' } = useParams();
  const payment = useDeskPayment(orderNo);
  const order = payment.data;

  const back = (
    <Link component={RouterLink} to="/yonetim/odemeler" sx={{ display: 'inline-block', mb: 2 }}>
      {t('deskPayments.back')}
    </Link>
  );
  if (payment.isError)
    return (
      <>
        <PageTitle>{t('pages.payment')}</PageTitle>
        {back}
        <Alert severity="error">
          {payment.error instanceof ApiError ? payment.error.Message : t('deskPayments.loadFailed')}
        </Alert>
      </>
    );
  if (!order)
    return (
      <>
        <PageTitle>{t('pages.payment')}</PageTitle>
        <Typography role="status">{t('deskPayments.loading')}</Typography>
      </>
    );

  const linesTotal = (line: Line) => line.principalKurus + line.interestKurus;
  return (
    <>
      <PageTitle>
        {/* An order number is one long word: on a phone it breaks instead of widening the page. */}
        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {`${t('pages.payment')} ${order.orderNo}`}
        </Box>
      </PageTitle>
      {back}
      <FactList
        title={t('deskPayments.summary')}
        sx={{ mb: 3 }}
        rows={[
          [t('deskPayments.state'), order.stateName],
          [t('deskPayments.amount'), formatKurus(order.amountKurus)],
          [t('deskPayments.payer'), `${order.payer.name} · ${order.payer.identityMasked}`],
          [t('deskPayments.registryNo'), order.payer.registryNo],
          [t('deskPayments.bank'), order.bankName],
          [t('deskPayments.channel'), order.channelName],
          [t('deskPayments.storeType'), order.storeType],
          [t('deskPayments.createdAt'), formatMoment(order.createdAt)],
          [t('deskPayments.updatedAt'), formatMoment(order.updatedAt)],
          [t('deskPayments.card'), order.maskedPan],
          [t('deskPayments.authCode'), order.authCode],
          [t('deskPayments.hostRefNum'), order.hostRefNum],
          [t('deskPayments.transId'), order.transId],
          [t('deskPayments.errorMessage'), order.errorMessage],
        ]}
      />

      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('deskPayments.receipt')}
        </Typography>
        {order.receipt ? (
          <>
            <Typography sx={{ mb: 1 }}>
              {t('deskPayments.receiptLine', {
                receiptNo: order.receipt.receiptNo,
                date: formatMoment(order.receipt.collectedAt),
                amount: formatKurus(order.receipt.totalKurus),
              })}
            </Typography>
            <Button component="a" href={order.receipt.url} target="_blank" rel="noopener" variant="outlined">
              {t('deskPayments.openReceipt')}
            </Button>
          </>
        ) : (
          <Typography>{t('deskPayments.noReceipt')}</Typography>
        )}
      </Paper>

      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('deskPayments.lines')}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <ResponsiveTable
          title={t('deskPayments.lines')}
          rows={order.lines}
          rowKey={(line) => line.accrualId}
          columns={[
            {
              id: 'description',
              header: t('deskPayments.description'),
              isRowHeader: true,
              cell: (line) => line.description,
            },
            { id: 'accrualNo', header: t('deskPayments.accrualNo'), cell: (line) => line.accrualNo ?? '—' },
            {
              id: 'principal',
              header: t('deskPayments.principal'),
              align: 'right',
              nowrap: true,
              cell: (line) => formatKurus(line.principalKurus),
            },
            {
              id: 'interest',
              header: t('deskPayments.interest'),
              align: 'right',
              nowrap: true,
              cell: (line) => formatKurus(line.interestKurus),
            },
            {
              id: 'total',
              header: t('deskPayments.lineTotal'),
              align: 'right',
              nowrap: true,
              cell: (line) => formatKurus(linesTotal(line)),
            },
          ]}
        />
      </Box>

      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('deskPayments.events')}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        {t('deskPayments.eventsHint')}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <ResponsiveTable
          title={t('deskPayments.events')}
          rows={order.events}
          rowKey={(event) => event.id}
          columns={[
            { id: 'at', header: t('deskPayments.eventAt'), isRowHeader: true, cell: (e) => formatMoment(e.at) },
            {
              id: 'change',
              header: t('deskPayments.eventChange'),
              cell: (e) =>
                e.fromState === e.toState
                  ? e.toStateName
                  : `${e.fromState ? paymentStateNames[e.fromState] : t('deskPayments.newState')} → ${e.toStateName}`,
            },
            { id: 'source', header: t('deskPayments.eventSource'), cell: (e) => e.source },
            { id: 'fields', header: t('deskPayments.eventFields'), cell: (e) => <EventFields event={e} /> },
          ]}
        />
      </Box>

      <RefundPanel orderNo={order.orderNo} />
    </>
  );
}
