import {
  cancellationStateNames,
  cancellationStates,
  formatKurus,
  parseLiraToKurus,
  type Cancellation,
  type CancellationState,
} from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { PageTitle } from '../../../components/page-title';
import { formatDay, formatMoment } from '../../../lib/format';
import { callOperation } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/errors';
import { useStaff } from '../staff-session';

// The desk's page for subscription contract cancellations (docs/subscriptions.md): the queue, and on
// each application the one or two steps its state allows. The API checks the state again. Only the
// desk's own operators act; an administrator reads (decision 056). The queue carries the IBAN masked;
// "IBAN'ı göster" reads the detail, which the audit trail records. A bill outside its plausible range
// waits for a second operator's approval, and the issuer does not record the refund (decision 057).

type Step =
  | { name: 'ScheduleContractCancellationReading'; input: { applicationNo: string; readingDate: string } }
  | {
      name: 'RecordContractCancellationReading';
      input: { applicationNo: string; finalReading: number; readingDate: string };
    }
  | {
      name: 'IssueContractCancellationFinalBill';
      input: { applicationNo: string; amountKurus: number; dueDate: string };
    }
  | { name: 'RecordContractCancellationRefund'; input: { applicationNo: string; reference: string } }
  | { name: 'CloseContractCancellation'; input: { applicationNo: string } }
  | { name: 'RejectContractCancellation'; input: { applicationNo: string; reason: string } }
  | { name: 'ApproveContractCancellationFinalBill'; input: { applicationNo: string; amountKurus: number } };

function runStep(step: Step): Promise<Cancellation> {
  return callOperation(step.name, step.input as never) as Promise<Cancellation>;
}

export default function ContractCancellationQueueScreen() {
  const { t } = useTranslation('desk');
  const [state, setState] = useState<CancellationState | ''>('');
  const queue = useQuery({
    queryKey: ['GetContractCancellationQueue', state],
    queryFn: () => callOperation('GetContractCancellationQueue', state ? { state } : {}),
    staleTime: 0,
  });
  return (
    <>
      <PageTitle>{t('pages.contractCancellations')}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('cancellations.intro')}</Typography>
      <TextField
        select
        label={t('cancellations.filter')}
        value={state}
        onChange={(event) => setState(event.target.value as CancellationState | '')}
        sx={{ mb: 2, minWidth: 240 }}
      >
        <MenuItem value="">{t('cancellations.all')}</MenuItem>
        {cancellationStates.map((name) => (
          <MenuItem key={name} value={name}>
            {cancellationStateNames[name]}
          </MenuItem>
        ))}
      </TextField>
      {queue.isPending ? (
        <Typography role="status">{t('cancellations.loading')}</Typography>
      ) : queue.isError ? (
        <Alert severity="error">{`${t('cancellations.loadFailed')} ${errorMessageOf(queue.error)}`}</Alert>
      ) : queue.data.applications.length === 0 ? (
        <Typography>{t('cancellations.empty')}</Typography>
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 960 }}>
          {queue.data.applications.map((application) => (
            <ApplicationCard key={application.applicationNo} application={application} />
          ))}
        </Stack>
      )}
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function ApplicationCard({ application }: { application: Cancellation }) {
  const { t } = useTranslation('desk');
  const headingId = useId();
  const queryClient = useQueryClient();
  const staff = useStaff();
  const canAct = staff.role === 'subscriptions_operator';
  const desk = application.desk;
  const pending = desk?.pendingBill ?? null;
  const issuedByMe = desk?.finalBillIssuedBy?.id === staff.id;
  const detail = useMutation({
    mutationFn: () => callOperation('GetDeskContractCancellation', { applicationNo: application.applicationNo }),
    meta: { handlesOwnErrors: true },
  });
  const fullIban = detail.data?.ibanForDesk ?? null;
  const step = useMutation({
    mutationFn: runStep,
    meta: { handlesOwnErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['GetContractCancellationQueue'] }),
  });
  const no = application.applicationNo;
  const bill = application.finalBill;
  const open = application.state === 'REQUESTED' || application.state === 'READING_SCHEDULED';
  // The API says which of the last two steps can succeed now; the card offers only those and says what the others wait for.
  const refundOwed =
    application.state === 'FINAL_BILLED' && (application.refundDueKurus ?? 0) > 0 && !application.refund;
  const refundReady = refundOwed && application.refundBlockedBy === null;
  const refundWaiting = refundOwed && application.refundBlockedBy !== null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('cancellations.heading', {
          applicationNo: no,
          subscriberNo: application.subscriberNo,
          state: application.stateName,
        })}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          my: 1,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0 },
        }}
      >
        <Field label={t('cancellations.holder')}>{application.holderName}</Field>
        <Field label={t('cancellations.address')}>{application.address}</Field>
        <Field label={t('cancellations.moveOut')}>{formatDay(application.moveOutDate)}</Field>
        <Field label={t('cancellations.memberReading')}>
          {application.memberReading === null
            ? t('cancellations.none')
            : application.hasMeterPhoto
              ? t('cancellations.withPhoto', { reading: application.memberReading })
              : `${application.memberReading} m³`}
        </Field>
        <Field
          label={t('cancellations.deposit')}
        >{`${formatKurus(application.depositKurus)} · ${t(`cancellations.methods.${application.depositMethod}`)}`}</Field>
        {application.ibanMasked && (
          <Field label={t('cancellations.account')}>
            {[
              fullIban ?? application.ibanMasked,
              application.bankName,
              application.branchName,
              application.accountHolder,
            ]
              .filter(Boolean)
              .join(' · ')}
            {!fullIban && (
              <Button
                size="small"
                sx={{ ml: 1 }}
                onClick={() => detail.mutate()}
                disabled={detail.isPending}
                title={t('cancellations.ibanShownNote')}
              >
                {t('cancellations.showIban')}
              </Button>
            )}
            {detail.isError && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {errorMessageOf(detail.error)}
              </Alert>
            )}
          </Field>
        )}
        {application.owedNow ? (
          <Field label={t('cancellations.owedNow')}>
            {application.owedNow.totalKurus === 0
              ? t('cancellations.owedNothing')
              : t('cancellations.owedNowLine', {
                  amount: formatKurus(application.owedNow.totalKurus),
                  count: application.owedNow.debts.length,
                })}
          </Field>
        ) : (
          <Field label={t('cancellations.openDebts')}>{formatKurus(application.openDebtsAtApplicationKurus)}</Field>
        )}
        {application.readingScheduledFor && (
          <Field label={t('cancellations.scheduled')}>{formatDay(application.readingScheduledFor)}</Field>
        )}
        {application.finalReading !== null && (
          <Field label={t('cancellations.finalReading')}>{`${application.finalReading} m³`}</Field>
        )}
        {desk && application.finalReading !== null && !bill && (
          <Field label={t('cancellations.billRange')}>
            {desk.billRange
              ? t('cancellations.billRangeLine', {
                  consumption: desk.billRange.consumptionM3,
                  price: formatKurus(desk.billRange.pricePerM3Kurus),
                  expected: formatKurus(desk.billRange.expectedKurus),
                  low: formatKurus(desk.billRange.lowKurus),
                  high: formatKurus(desk.billRange.highKurus),
                })
              : t('cancellations.billRangeNone')}
          </Field>
        )}
        {pending && (
          <Field label={t('cancellations.pendingBill')}>
            {t('cancellations.pendingLine', {
              amount: formatKurus(pending.amountKurus),
              date: formatDay(pending.dueDate),
              name: pending.proposedBy.fullName,
            })}
          </Field>
        )}
        {desk?.finalBillIssuedBy && (
          <Field label={t('cancellations.issuedBy')}>
            {desk.finalBillApprovedBy
              ? t('cancellations.issuedByApproved', {
                  issuer: desk.finalBillIssuedBy.fullName,
                  approver: desk.finalBillApprovedBy.fullName,
                })
              : t('cancellations.issuedByLine', { issuer: desk.finalBillIssuedBy.fullName })}
          </Field>
        )}
        {bill && (
          <Field label={t('cancellations.finalBill')}>
            {t('cancellations.billLine', {
              amount: formatKurus(bill.amountKurus),
              date: formatDay(bill.dueDate),
              status: bill.paid ? t('cancellations.paid') : t('cancellations.unpaid'),
            })}
          </Field>
        )}
        {application.refundDueKurus !== null && (
          <Field label={t('cancellations.refundDue')}>{formatKurus(application.refundDueKurus)}</Field>
        )}
        {application.refund && (
          <Field label={t('cancellations.refund')}>
            {t('cancellations.refundLine', {
              amount: formatKurus(application.refund.amountKurus),
              reference: application.refund.reference,
              date: formatMoment(application.refund.at),
            })}
          </Field>
        )}
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {t('cancellations.steps')}
      </Typography>
      <Box component="ol" sx={{ mt: 0.5, pl: 3 }}>
        {application.events.map((event, index) => (
          <Typography
            component="li"
            variant="body2"
            key={index}
          >{`${formatMoment(event.at)} — ${event.text}`}</Typography>
        ))}
      </Box>
      {canAct && (
        <Stack spacing={2}>
          {pending && pending.proposedBy.id !== staff.id && (
            <Box>
              <Button
                variant="contained"
                onClick={() =>
                  step.mutate({
                    name: 'ApproveContractCancellationFinalBill',
                    input: { applicationNo: no, amountKurus: pending.amountKurus },
                  })
                }
                disabled={step.isPending}
              >
                {t('cancellations.approve')}
              </Button>
            </Box>
          )}
          {pending && pending.proposedBy.id === staff.id && (
            <Typography variant="body2">{t('cancellations.pendingMine')}</Typography>
          )}
          {application.state === 'REQUESTED' && (
            <DateStep
              label={t('cancellations.readingDate')}
              action={t('cancellations.schedule')}
              onSubmit={(readingDate) =>
                step.mutate({ name: 'ScheduleContractCancellationReading', input: { applicationNo: no, readingDate } })
              }
              pending={step.isPending}
            />
          )}
          {application.state === 'READING_SCHEDULED' && application.finalReading === null && (
            <ReadingStep
              onSubmit={(finalReading, readingDate) =>
                step.mutate({
                  name: 'RecordContractCancellationReading',
                  input: { applicationNo: no, finalReading, readingDate },
                })
              }
              pending={step.isPending}
            />
          )}
          {application.state === 'READING_SCHEDULED' && application.finalReading !== null && (
            <BillStep
              onSubmit={(amountKurus, dueDate) =>
                step.mutate({
                  name: 'IssueContractCancellationFinalBill',
                  input: { applicationNo: no, amountKurus, dueDate },
                })
              }
              pending={step.isPending}
            />
          )}
          {refundWaiting && <Typography variant="body2">{application.refundBlockedBy}</Typography>}
          {refundReady && issuedByMe && <Typography variant="body2">{t('cancellations.refundNotByIssuer')}</Typography>}
          {refundReady && !issuedByMe && (
            <TextStep
              label={t('cancellations.reference')}
              action={t('cancellations.recordRefund')}
              onSubmit={(reference) =>
                step.mutate({ name: 'RecordContractCancellationRefund', input: { applicationNo: no, reference } })
              }
              pending={step.isPending}
            />
          )}
          {application.state === 'FINAL_BILLED' && application.closeBlockedBy === null && (
            <Box>
              <Button
                variant="contained"
                onClick={() => step.mutate({ name: 'CloseContractCancellation', input: { applicationNo: no } })}
                disabled={step.isPending}
              >
                {t('cancellations.close')}
              </Button>
            </Box>
          )}
          {application.state === 'FINAL_BILLED' && application.closeBlockedBy !== null && !refundWaiting && (
            <Typography variant="body2" data-testid="close-waits-for">
              {application.closeBlockedBy}
            </Typography>
          )}
          {open && application.finalReading === null && (
            <TextStep
              label={t('cancellations.reason')}
              action={t('cancellations.reject')}
              onSubmit={(reason) =>
                step.mutate({ name: 'RejectContractCancellation', input: { applicationNo: no, reason } })
              }
              pending={step.isPending}
              color="error"
            />
          )}
          {step.isError && (
            <Alert severity="error" role="alert">
              {errorMessageOf(step.error)}
            </Alert>
          )}
          {step.isSuccess && (
            <Alert severity={step.data.desk?.pendingBill ? 'info' : 'success'} role="status">
              {step.data.desk?.pendingBill
                ? t('cancellations.proposed', { applicationNo: step.data.applicationNo })
                : t('cancellations.done', { applicationNo: step.data.applicationNo, state: step.data.stateName })}
            </Alert>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function StepForm({
  onSubmit,
  children,
  action,
  pending,
  color = 'primary',
}: {
  onSubmit: () => void;
  children: ReactNode;
  action: string;
  pending: boolean;
  color?: 'primary' | 'error';
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      {children}
      <Button type="submit" variant="outlined" color={color} disabled={pending} sx={{ mt: 1 }}>
        {action}
      </Button>
    </Box>
  );
}

function DateStep({
  label,
  action,
  onSubmit,
  pending,
}: {
  label: string;
  action: string;
  onSubmit: (day: string) => void;
  pending: boolean;
}) {
  const [day, setDay] = useState('');
  return (
    <StepForm onSubmit={() => onSubmit(day)} action={action} pending={pending}>
      <DateField size="small" label={label} value={day} onChange={setDay} />
    </StepForm>
  );
}

function TextStep({
  label,
  action,
  onSubmit,
  pending,
  color,
}: {
  label: string;
  action: string;
  onSubmit: (text: string) => void;
  pending: boolean;
  color?: 'primary' | 'error';
}) {
  const [text, setText] = useState('');
  return (
    <StepForm onSubmit={() => onSubmit(text)} action={action} pending={pending} color={color}>
      <TextField
        size="small"
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ minWidth: 280 }}
      />
    </StepForm>
  );
}

function ReadingStep({ onSubmit, pending }: { onSubmit: (reading: number, day: string) => void; pending: boolean }) {
  const { t } = useTranslation('desk');
  const [reading, setReading] = useState('');
  const [day, setDay] = useState('');
  return (
    <StepForm
      onSubmit={() => onSubmit(reading === '' ? Number.NaN : Number(reading), day)}
      action={t('cancellations.recordReading')}
      pending={pending}
    >
      <TextField
        size="small"
        label={t('cancellations.finalReadingInput')}
        value={reading}
        onChange={(event) => setReading(event.target.value.replace(/\D/g, '').slice(0, 8))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <DateField size="small" label={t('cancellations.readingDate')} value={day} onChange={setDay} />
    </StepForm>
  );
}

function BillStep({
  onSubmit,
  pending,
}: {
  onSubmit: (amountKurus: number, dueDate: string) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('desk');
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState('');
  const kurus = parseLiraToKurus(amount);
  const invalid = amount !== '' && kurus === null;
  return (
    <StepForm
      onSubmit={() => kurus !== null && onSubmit(kurus, day)}
      action={t('cancellations.issueBill')}
      pending={pending}
    >
      <TextField
        size="small"
        label={t('cancellations.amount')}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={invalid}
        helperText={invalid ? t('cancellations.amountInvalid') : t('cancellations.amountHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <DateField size="small" label={t('cancellations.dueDate')} value={day} onChange={setDay} />
    </StepForm>
  );
}
