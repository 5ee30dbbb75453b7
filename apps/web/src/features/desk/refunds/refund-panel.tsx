import { paymentStateNames } from '@ebelediye/contract/payments';
import { formatKurus, parseLiraToKurus, type Refund, type RefundableOrder, type RefundKind } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog, useToast } from '../../../components/feedback';
import { ResponsiveTable } from '../../../components/responsive-table';
import { ApiError } from '../../../lib/errors';
import { formatMoment } from '../../../lib/format';
import { usePaymentRefunds, useRequestPaymentRefund } from './api/refunds';

/** Which sentence tells the person what came of a request. */
export function sentResultKey(state: Refund['state']) {
  return state === 'succeeded' || state === 'awaiting_approval' || state === 'failed' || state === 'unknown'
    ? (`refunds.sentResult.${state}` as const)
    : ('refunds.sentResult.other' as const);
}

/** The amount field's first value: what may still go back, as a person would type it ("125,50"). */
export function liraText(kurus: number): string {
  return `${Math.floor(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;
}

/** An order's refunds, and the "İade et" / "İptal et" dialog; for the order page and the refund queue. */
export function RefundPanel({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('desk');
  const page = usePaymentRefunds(orderNo);
  const [dialog, setDialog] = useState<RefundKind>();
  const order = page.data?.order;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="refund-panel-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="refund-panel-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('refunds.panelTitle')} · {orderNo}
      </Typography>
      {page.isError && <Alert severity="error">{t('refunds.loadFailed')}</Alert>}
      {order && (
        <>
          <Typography component="p" sx={{ mb: 1 }}>
            {[
              `${t('refunds.orderState')}: ${paymentStateNames[order.state]}`,
              `${t('refunds.amount')}: ${formatKurus(order.amountKurus)}`,
              `${t('refunds.refunded')}: ${formatKurus(order.refundedKurus)}`,
              `${t('refunds.remaining')}: ${formatKurus(order.remainingKurus)}`,
            ].join(' · ')}
          </Typography>
          {order.reason && (
            <Typography component="p" variant="body2" sx={{ mb: 1 }}>
              {order.reason}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            <Button variant="contained" disabled={!order.refundable} onClick={() => setDialog('refund')}>
              {t('refunds.refundButton')}
            </Button>
            <Button variant="outlined" disabled={!order.voidable} onClick={() => setDialog('void')}>
              {t('refunds.voidButton')}
            </Button>
          </Stack>
        </>
      )}
      {page.data && page.data.orderRefunds.length === 0 && (
        <Typography component="p">{t('refunds.noRefunds')}</Typography>
      )}
      {page.data && page.data.orderRefunds.length > 0 && (
        <RefundTable title={t('refunds.panelTitle')} rows={page.data.orderRefunds} />
      )}
      {dialog && order && (
        <RefundDialog
          kind={dialog}
          order={order}
          limitKurus={page.data?.approvalLimitKurus ?? 0}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Paper>
  );
}

/** Refunds as a table (cards on a phone). */
export function RefundTable({
  title,
  rows,
  actions,
}: {
  title: string;
  rows: Refund[];
  actions?: (row: Refund) => React.ReactNode;
}) {
  const { t } = useTranslation('desk');
  return (
    <ResponsiveTable
      title={title}
      rows={rows}
      rowKey={(row) => row.id}
      tint={(row) => (row.state === 'failed' || row.state === 'unknown' ? 'late' : undefined)}
      columns={[
        { id: 'orderNo', header: t('refunds.orderNo'), isRowHeader: true, cell: (row) => row.orderNo },
        { id: 'kind', header: t('refunds.kind'), cell: (row) => t(`refunds.kinds.${row.kind}`) },
        { id: 'amount', header: t('refunds.amount'), align: 'right', cell: (row) => formatKurus(row.amountKurus) },
        { id: 'state', header: t('refunds.state'), cell: (row) => t(`refunds.states.${row.state}`) },
        { id: 'reason', header: t('refunds.reason'), cell: (row) => row.reason },
        {
          id: 'people',
          header: t('refunds.requestedBy'),
          cell: (row) => [row.requestedBy, row.approvedBy].filter(Boolean).join(' → '),
        },
        { id: 'at', header: t('refunds.requestedAt'), cell: (row) => formatMoment(row.requestedAt) },
        { id: 'bank', header: t('refunds.bankMessage'), cell: (row) => row.bankMessage ?? row.bankReference ?? '—' },
        ...(actions ? [{ id: 'actions', header: '', cell: (row: Refund) => actions(row) }] : []),
      ]}
    />
  );
}

function RefundDialog({
  kind,
  order,
  limitKurus,
  onClose,
}: {
  kind: RefundKind;
  order: RefundableOrder;
  limitKurus: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const request = useRequestPaymentRefund();
  const [amount, setAmount] = useState(() => liraText(order.remainingKurus));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const amountKurus = kind === 'void' ? order.amountKurus : parseLiraToKurus(amount);

  const send = async () => {
    setErrors({});
    if (amountKurus === null) {
      setErrors({ amount: t('refunds.amountInvalid') });
      return;
    }
    try {
      const result = await request.mutateAsync({ orderNo: order.orderNo, kind, amountKurus, reason });
      const state = result.refund.state;
      toast(t(sentResultKey(state)), state === 'failed' ? 'error' : 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.field === 'amountKurus') setErrors({ amount: error.Message });
      else if (error instanceof ApiError && error.field === 'reason') setErrors({ reason: error.Message });
      else showError(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="refund-dialog-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <DialogTitle id="refund-dialog-title">
          {t(kind === 'void' ? 'refunds.voidTitle' : 'refunds.refundTitle')} · {order.orderNo}
        </DialogTitle>
        <DialogContent>
          {kind === 'void' && (
            <Typography component="p" sx={{ mb: 2 }}>
              {t('refunds.voidHint')} {formatKurus(order.amountKurus)}
            </Typography>
          )}
          {kind === 'refund' && (
            <TextField
              fullWidth
              autoFocus
              label={t('refunds.amountLabel')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={Boolean(errors.amount)}
              helperText={errors.amount ?? t('refunds.amountHint', { remaining: formatKurus(order.remainingKurus) })}
              slotProps={{
                htmlInput: { inputMode: 'decimal', maxLength: 20 },
                formHelperText: { role: errors.amount ? 'alert' : undefined },
              }}
              sx={{ mb: 2, mt: 1 }}
            />
          )}
          <TextField
            fullWidth
            multiline
            minRows={2}
            autoFocus={kind === 'void'}
            label={t('refunds.reasonLabel')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? t('refunds.reasonHint')}
            slotProps={{
              htmlInput: { maxLength: 500 },
              formHelperText: { role: errors.reason ? 'alert' : undefined },
            }}
          />
          {amountKurus !== null && amountKurus > limitKurus && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('refunds.approvalNote', { limit: formatKurus(limitKurus) })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('refunds.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={request.isPending}>
            {t('refunds.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
