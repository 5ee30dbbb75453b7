import { formatKurus, orderNoPattern, type Refund } from '@ebelediye/contract';
import { refundApproverRoles } from '@ebelediye/contract/staff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog, useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { visuallyHidden } from '../../../components/visually-hidden';
import { ResponsiveTable } from '../../../components/responsive-table';
import { ApiError } from '../../../lib/errors';
import { formatMoment } from '../../../lib/format';
import { useStaff } from '../staff-session';
import { useApprovePaymentRefund, usePaymentRefunds, useRejectPaymentRefund } from './api/refunds';
import { RefundPanel, RefundTable, sentResultKey } from './refund-panel';

/**
 * /yonetim/iadeler (revenue desk): orders waiting for their money to go back, refunds waiting for a
 * second person, the recent ones; an order opened here shows its refunds and the refund dialog.
 */
export default function RefundsScreen() {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const staff = useStaff();
  const page = usePaymentRefunds();
  const approve = useApprovePaymentRefund();
  const [orderNo, setOrderNo] = useState<string>();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string>();
  const [rejecting, setRejecting] = useState<Refund>();
  const approver = (refundApproverRoles as readonly string[]).includes(staff.role);
  const data = page.data;

  const doApprove = async (refund: Refund) => {
    try {
      const result = await approve.mutateAsync({ id: refund.id });
      toast(t(sentResultKey(result.refund.state)), result.refund.state === 'failed' ? 'error' : 'success');
    } catch (error) {
      showError(error);
    }
  };

  return (
    <>
      <PageTitle>{t('pages.refunds')}</PageTitle>
      <Typography component="p" sx={{ mb: 2, maxWidth: 760 }}>
        {t('refunds.intro', { limit: formatKurus(data?.approvalLimitKurus ?? 0) })}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        aria-label={t('refunds.findOrder')}
        onSubmit={(event) => {
          event.preventDefault();
          const value = typed.trim();
          if (!orderNoPattern.test(value)) {
            setTypedError('Sipariş numarası geçersiz.');
            return;
          }
          setTypedError(undefined);
          setOrderNo(value);
        }}
        sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          size="small"
          label={t('refunds.findOrder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={Boolean(typedError)}
          helperText={typedError}
          slotProps={{ htmlInput: { maxLength: 64 }, formHelperText: { role: typedError ? 'alert' : undefined } }}
          sx={{ minWidth: 280 }}
        />
        <Button type="submit" variant="contained">
          {t('refunds.open')}
        </Button>
      </Stack>

      {orderNo && <RefundPanel key={orderNo} orderNo={orderNo} />}
      {page.isError && <Alert severity="error">{t('refunds.loadFailed')}</Alert>}

      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('refunds.awaiting')}
      </Typography>
      {data && data.awaitingApproval.length === 0 ? (
        <Typography component="p" sx={{ mb: 3 }}>
          {t('refunds.noneAwaiting')}
        </Typography>
      ) : (
        <RefundTable
          title={t('refunds.awaiting')}
          rows={data?.awaitingApproval ?? []}
          actions={(row) =>
            approver && row.requestedById !== staff.id ? (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={approve.isPending}
                  aria-label={t('refunds.approveLabel', { orderNo: row.orderNo, amount: formatKurus(row.amountKurus) })}
                  onClick={() => void doApprove(row)}
                >
                  {t('refunds.approve')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('refunds.rejectLabel', { orderNo: row.orderNo, amount: formatKurus(row.amountKurus) })}
                  onClick={() => setRejecting(row)}
                >
                  {t('refunds.reject')}
                </Button>
              </Stack>
            ) : null
          }
        />
      )}

      <Typography component="h2" variant="h6" sx={{ mb: 1, mt: 3 }}>
        {t('refunds.needed')}
      </Typography>
      {data && data.refundNeeded.length === 0 ? (
        <Typography component="p" sx={{ mb: 3 }}>
          {t('refunds.noneNeeded')}
        </Typography>
      ) : (
        <ResponsiveTable
          title={t('refunds.needed')}
          rows={data?.refundNeeded ?? []}
          rowKey={(row) => row.orderNo}
          columns={[
            { id: 'orderNo', header: t('refunds.orderNo'), isRowHeader: true, cell: (row) => row.orderNo },
            { id: 'payer', header: t('refunds.payer'), cell: (row) => row.payerName },
            { id: 'bank', header: t('refunds.bank'), cell: (row) => row.bankName },
            { id: 'amount', header: t('refunds.amount'), align: 'right', cell: (row) => formatKurus(row.amountKurus) },
            {
              id: 'remaining',
              header: t('refunds.remaining'),
              align: 'right',
              cell: (row) => formatKurus(row.remainingKurus),
            },
            { id: 'paidAt', header: t('refunds.paidAt'), cell: (row) => (row.paidAt ? formatMoment(row.paidAt) : '—') },
            { id: 'reason', header: t('refunds.reason'), cell: (row) => row.reason ?? '—' },
            {
              id: 'open',
              header: '',
              cell: (row) => (
                <Button size="small" variant="outlined" onClick={() => setOrderNo(row.orderNo)}>
                  {t('refunds.open')}
                  <Typography component="span" sx={visuallyHidden}>
                    {' '}
                    {row.orderNo}
                  </Typography>
                </Button>
              ),
            },
          ]}
        />
      )}

      <Typography component="h2" variant="h6" sx={{ mb: 1, mt: 3 }}>
        {t('refunds.recent')}
      </Typography>
      {data && data.recent.length === 0 ? (
        <Typography component="p">{t('refunds.noneRecent')}</Typography>
      ) : (
        <RefundTable title={t('refunds.recent')} rows={data?.recent ?? []} />
      )}
      {rejecting && <RejectDialog refund={rejecting} onClose={() => setRejecting(undefined)} />}
    </>
  );
}

function RejectDialog({ refund, onClose }: { refund: Refund; onClose: () => void }) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const toast = useToast();
  const reject = useRejectPaymentRefund();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();

  const save = async () => {
    setNoteError(undefined);
    try {
      await reject.mutateAsync({ id: refund.id, note });
      toast(t('refunds.rejected'), 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.field === 'note') setNoteError(error.Message);
      else showError(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-refund-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="reject-refund-title">
          {t('refunds.rejectTitle')} · {refund.orderNo} · {formatKurus(refund.amountKurus)}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={t('refunds.rejectNote')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(noteError)}
            helperText={noteError}
            slotProps={{ htmlInput: { maxLength: 500 }, formHelperText: { role: noteError ? 'alert' : undefined } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('refunds.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={reject.isPending}>
            {t('refunds.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
