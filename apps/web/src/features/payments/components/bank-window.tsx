import type { CardInput, OperationOutput, Operations } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/feedback';
import { RouterLink } from '../../../components/router-link';
import { ApiError } from '../../../lib/errors';
import { useCreatePaymentAttempt } from '../api/get-order-number-for-online-payment';
import { useOnlinePayment } from '../api/get-online-payment-accrument-list';
import { findOpenPaymentFor } from '../api/is-online-payment-accruments-tried-before';
import { useSaveOnlinePaymentRequest } from '../api/save-online-payment-request';
import { formatMoment } from '../../../lib/format';
import type { PaymentWindowState } from '../../../lib/payments/payment-window-state';
import { CardForm } from './card-form';
import { GatewayRedirect, type GatewayForm } from './gateway-redirect';
import { PaymentItems } from './payment-items';
import { PendingButton } from '../../../components/pending-button';
import '../../../locales/payments-sentences';

type BankInfo = OperationOutput<Operations['GetActiveMerchantBankInfo']>;

interface BankWindowProps {
  request: PaymentWindowState;
  bank: BankInfo;
  /** Settings' ExpirationYearsToAdd, for the card form's year. */
  yearsToAdd: number;
  /** The attempt exists now: the screen remembers its order number, so a reload shows the same order. */
  onOrderCreated: (orderNo: string) => void;
  /** "Vazgeç": back to where the debts were chosen. */
  cancelTo: string;
  /** The result page of an order. */
  statusPath: (orderNo: string) => string;
}

interface Refusal {
  message: string;
  /** The open payment that holds these debts, when the server refused a second one. */
  openOrderNo?: string | null;
}

/**
 * The bank window, the same for every bank: what is being paid, then — once the citizen confirms
 * and the server has saved the attempt with its order number — either the hand-over to the bank's
 * own 3D Secure page (hosted model) or the card form. Every step that starts something is guarded
 * against a double click, and the server refuses a second attempt on the same debts anyway.
 */
export function BankWindow({ request, bank, yearsToAdd, onOrderCreated, cancelTo, statusPath }: BankWindowProps) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const createAttempt = useCreatePaymentAttempt();
  const save = useSaveOnlinePaymentRequest();
  const payment = useOnlinePayment(request.orderNo);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [cardRefusal, setCardRefusal] = useState<string | undefined>();
  const [gateway, setGateway] = useState<GatewayForm | null>(null);
  // A second click lands before React re-renders the disabled button: these refs stop it at once.
  const creating = useRef(false);
  const saving = useRef(false);
  // "Onayla ve devam et" disappears once the order exists: focus moves to what replaced it (WCAG 2.4.3).
  const [confirmed, setConfirmed] = useState(false);

  const confirm = () => {
    if (creating.current) return;
    creating.current = true;
    setRefusal(null);
    createAttempt.mutate(request.accrualIds, {
      onSuccess: (summary) => {
        setConfirmed(true);
        onOrderCreated(summary.orderNo);
      },
      onError: async (error) => {
        creating.current = false;
        if (error instanceof ApiError && error.status === 409) {
          setRefusal({ message: error.Message, openOrderNo: await findOpenPaymentFor(request.accrualIds) });
        } else showError(error);
      },
    });
  };

  const goToBank = (orderNo: string, card?: CardInput) => {
    if (saving.current) return;
    saving.current = true;
    setCardRefusal(undefined);
    save.mutate(
      { orderNo, card },
      {
        onSuccess: (result) => setGateway(result.gateway),
        onError: (error) => {
          saving.current = false;
          if (error instanceof ApiError && error.status === 409) {
            setRefusal({ message: error.Message, openOrderNo: orderNo });
            void payment.refetch();
          } else if (error instanceof ApiError && error.status === 400 && card) {
            setCardRefusal(error.Message);
          } else showError(error);
        },
      },
    );
  };

  const summary = request.orderNo ? payment.data : undefined;
  const previewTotal = request.items.reduce((total, item) => total + item.totalKurus, 0);

  return (
    <Stack spacing={3}>
      <Section title={t('payments.window.itemsTitle')}>
        {!request.orderNo ? (
          <>
            <PaymentItems
              items={request.items}
              totalKurus={previewTotal}
              label={t('payments.window.itemsTitle')}
              totalLabel={t('payments.items.total')}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('payments.window.amountFixedNote')}
            </Typography>
          </>
        ) : payment.isPending ? (
          <Skeleton variant="rounded" height={120} aria-label={t('common.loading')} />
        ) : payment.isError ? (
          <Alert severity="error">
            {payment.error instanceof ApiError ? payment.error.Message : t('payments.window.loadFailed')}
          </Alert>
        ) : (
          <>
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
              <Term>{t('payments.window.orderNo')}</Term>
              <Definition>
                <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1rem', overflowWrap: 'anywhere' }}>
                  {payment.data.orderNo}
                </Box>
              </Definition>
              <Term>{t('payments.window.bank')}</Term>
              <Definition>{payment.data.bankName}</Definition>
              <Term>{t('payments.window.createdAt')}</Term>
              <Definition>{formatMoment(payment.data.createdAt)}</Definition>
            </Box>
            <PaymentItems
              items={payment.data.items}
              totalKurus={payment.data.amountKurus}
              label={t('payments.window.itemsTitle')}
              totalLabel={t('payments.items.total')}
            />
          </>
        )}
      </Section>

      {refusal && (
        <Alert severity="warning" role="alert">
          <Typography>{refusal.message}</Typography>
          {refusal.openOrderNo && (
            <RouterLink to={statusPath(refusal.openOrderNo)} sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
              {t('payments.window.openPaymentLink')}
            </RouterLink>
          )}
        </Alert>
      )}

      {!request.orderNo ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <PendingButton
            variant="contained"
            size="large"
            onClick={confirm}
            pending={createAttempt.isPending}
            disabled={request.accrualIds.length === 0}
          >
            {t('payments.window.confirm')}
          </PendingButton>
          <RouterLink to={cancelTo}>{t('payments.window.cancel')}</RouterLink>
        </Box>
      ) : summary && summary.state !== 'CREATED' ? (
        <Alert severity="info">
          <Typography>{t('payments.window.alreadySent')}</Typography>
          <RouterLink to={statusPath(summary.orderNo)} sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
            {t('payments.window.statusLink')}
          </RouterLink>
        </Alert>
      ) : summary ? (
        <Section
          title={bank.cardEntry === 'bank_page' ? t('payments.window.handOverTitle') : t('payments.window.cardTitle')}
          focusOnMount={confirmed}
        >
          {gateway ? (
            <GatewayRedirect gateway={gateway} />
          ) : bank.cardEntry === 'bank_page' ? (
            <>
              <Typography sx={{ fontWeight: 600 }}>{t('payments.window.handOver')}</Typography>
              <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
                {t('payments.window.handOverDetail', { bank: summary.bankName })}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                <PendingButton
                  variant="contained"
                  size="large"
                  onClick={() => goToBank(summary.orderNo)}
                  pending={save.isPending}
                >
                  {t('payments.window.goToBank')}
                </PendingButton>
                <RouterLink to={cancelTo}>{t('payments.window.cancel')}</RouterLink>
              </Box>
            </>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('payments.window.cardDetail', { bank: summary.bankName })}
              </Typography>
              <CardForm
                amountKurus={summary.amountKurus}
                yearsToAdd={yearsToAdd}
                pending={save.isPending}
                refusal={cardRefusal}
                onSubmit={(card) => goToBank(summary.orderNo, card)}
              />
              <Box sx={{ mt: 2 }}>
                <RouterLink to={cancelTo}>{t('payments.window.cancel')}</RouterLink>
              </Box>
            </>
          )}
        </Section>
      ) : null}
    </Stack>
  );
}

function Section({
  title,
  focusOnMount = false,
  children,
}: {
  title: string;
  focusOnMount?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
    // Only when it appears: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        ref={heading}
        tabIndex={focusOnMount ? -1 : undefined}
        component="h2"
        variant="h6"
        sx={{ mb: 2, '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Term({ children }: { children: ReactNode }) {
  return (
    <Typography component="dt" color="text.secondary">
      {children}
    </Typography>
  );
}

function Definition({ children }: { children: ReactNode }) {
  return (
    <Typography component="dd" sx={{ m: 0, fontWeight: 600, minWidth: 0 }}>
      {children}
    </Typography>
  );
}
