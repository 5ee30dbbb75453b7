import { formatKurus, type Cancellation } from '@ebelediye/contract';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoment } from '../../../lib/format';

interface ApplicationDetailProps {
  application: Cancellation;
  /** Opens the bank window with the final bill. */
  onPayBill: (bill: NonNullable<Cancellation['finalBill']>) => void;
  /** Opens the bank window with what the subscription still owes today (after the deposit's offset). */
  onPayOwed: (
    items: {
      accrualId: number;
      description: string;
      principalKurus: number;
      interestKurus: number;
      totalKurus: number;
    }[],
  ) => void;
  paying: boolean;
  onWithdraw: () => void;
  withdrawing: boolean;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'contents' }}>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One application: its number and state, what was asked, the final bill to pay, the refund, and every step with its date. */
export function ApplicationDetail({
  application,
  onPayBill,
  onPayOwed,
  paying,
  onWithdraw,
  withdrawing,
}: ApplicationDetailProps) {
  const { t } = useTranslation('subscriptions');
  const headingId = useId();
  const timelineId = useId();
  const canWithdraw =
    (application.state === 'REQUESTED' || application.state === 'READING_SCHEDULED') &&
    application.finalReading === null;
  const bill = application.finalBill;
  // Debts the deposit did not cover: until they are paid the contract cannot end, so they are shown
  // here with today's figures and paid here, not left for the member to find on the debt list.
  const owed = application.state === 'FINAL_BILLED' ? application.owedNow : null;
  const stillOwed = owed !== null && owed.debts.some((debt) => debt.accrualId !== bill?.accrualId) ? owed : null;
  const owedId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('applicationNo', { applicationNo: application.applicationNo })}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="cancellation-state">
          {t('state', { state: application.stateName })}
        </Typography>
        {application.rejectionReason && (
          <Alert severity="error">{`${t('summary.rejection')}: ${application.rejectionReason}`}</Alert>
        )}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
          }}
        >
          <Row label={t('summary.subscription')}>{`${application.subscriberNo} · ${application.address}`}</Row>
          <Row label={t('summary.moveOut')}>{formatDay(application.moveOutDate)}</Row>
          <Row label={t('summary.reading')}>
            {application.memberReading === null
              ? t('summary.noReading')
              : application.hasMeterPhoto
                ? t('summary.withPhoto', { reading: application.memberReading })
                : `${application.memberReading} m³`}
          </Row>
          <Row label={t('summary.deposit')}>{formatKurus(application.depositKurus)}</Row>
          <Row label={t('summary.method')}>{t(`summary.methods.${application.depositMethod}`)}</Row>
          {application.ibanMasked && (
            <Row label={t('summary.account')}>
              {[application.ibanMasked, application.bankName, application.branchName, application.accountHolder]
                .filter(Boolean)
                .join(' · ')}
            </Row>
          )}
          {application.readingScheduledFor && (
            <Row label={t('summary.scheduled')}>{formatDay(application.readingScheduledFor)}</Row>
          )}
          {application.finalReading !== null && (
            <Row
              label={t('summary.finalReading')}
            >{`${application.finalReading} m³${application.finalReadingOn ? ` (${formatDay(application.finalReadingOn)})` : ''}`}</Row>
          )}
          {application.offsetKurus > 0 && <Row label={t('summary.offset')}>{formatKurus(application.offsetKurus)}</Row>}
          {application.refundDueKurus !== null && (
            <Row label={t('summary.refundDue')}>{formatKurus(application.refundDueKurus)}</Row>
          )}
          {application.refund && (
            <Row label={t('summary.refund')}>
              {t('summary.refundDone', {
                amount: formatKurus(application.refund.amountKurus),
                channel: t(`summary.channels.${application.refund.channel}`),
                reference: application.refund.reference,
                date: formatMoment(application.refund.at),
              })}
            </Row>
          )}
        </Box>
        {bill && (
          <Alert severity={bill.paid ? 'success' : 'info'}>
            {t('finalBill', {
              description: bill.description,
              amount: formatKurus(bill.amountKurus),
              date: formatDay(bill.dueDate),
            })}{' '}
            {bill.paid ? t('finalBillPaid') : bill.inPayment ? t('finalBillInPayment') : null}
          </Alert>
        )}
        {stillOwed && (
          <Alert severity="warning" aria-labelledby={owedId}>
            <Typography id={owedId} sx={{ fontWeight: 600 }}>
              {t('owed.heading', { amount: formatKurus(stillOwed.totalKurus) })}
            </Typography>
            <Box component="ul" aria-label={t('owed.list')} sx={{ my: 1, pl: 3 }}>
              {stillOwed.debts.map((debt) => (
                <li key={debt.accrualId}>
                  {debt.interestKurus > 0
                    ? t('owed.lineWithInterest', {
                        description: debt.description,
                        date: formatDay(debt.dueDate),
                        amount: formatKurus(debt.totalKurus),
                        interest: formatKurus(debt.interestKurus),
                      })
                    : t('owed.line', {
                        description: debt.description,
                        date: formatDay(debt.dueDate),
                        amount: formatKurus(debt.totalKurus),
                      })}
                </li>
              ))}
            </Box>
            {t('owed.help')}
          </Alert>
        )}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component="a"
            href={application.pdfUrl}
            download={`abonelik-iptali-${application.applicationNo}.pdf`}
            variant="outlined"
            startIcon={<PictureAsPdfIcon aria-hidden />}
          >
            {t('pdf')}
          </Button>
          {stillOwed && (
            <Button
              variant="contained"
              onClick={() => onPayOwed(stillOwed.debts)}
              disabled={paying || stillOwed.debts.some((debt) => debt.inPayment)}
            >
              {t('owed.pay', { amount: formatKurus(stillOwed.totalKurus) })}
            </Button>
          )}
          {!stillOwed && bill && !bill.paid && !bill.inPayment && (
            <Button variant="contained" onClick={() => onPayBill(bill)} disabled={paying}>
              {t('payFinalBill', { amount: formatKurus(bill.amountKurus - bill.paidKurus) })}
            </Button>
          )}
          {canWithdraw && (
            <Button color="error" variant="outlined" onClick={onWithdraw} disabled={withdrawing}>
              {t('withdraw')}
            </Button>
          )}
        </Stack>
        <Typography id={timelineId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('timeline')}
        </Typography>
        <Box component="ol" aria-labelledby={timelineId} sx={{ m: 0, pl: 3 }}>
          {application.events.map((event, index) => (
            <Typography component="li" key={index} variant="body2" sx={{ mb: 0.5 }}>
              <Box component="time" dateTime={event.at} sx={{ fontWeight: 600 }}>
                {formatMoment(event.at)}
              </Box>
              {` — ${event.text}`}
            </Typography>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
}
