import type { Cancellation } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useConfirm } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { ErrorState, TableSkeleton } from '../../../components/public-table';
import { formatDay, formatMoment } from '../../../lib/format';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useCancellation } from '../api/get-contract-cancellation-detail';
import { useCancellations } from '../api/get-contract-cancellation-list';
import { useCancellationPreview } from '../api/get-contract-cancellation-preview';
import { useSubscriptions } from '../api/get-subscription-list';
import { useWithdrawCancellation } from '../api/withdraw-contract-cancellation';
import { ApplicationDetail } from '../components/application-detail';
import { CancellationForm } from '../components/cancellation-form';
import { i18n } from '../../../lib/i18n';
import { subscriptions } from '../../../locales/tr/subscriptions';
import { paths, type SignInState } from '../../../app/paths';
import { useOpenBankWindow } from '../../../lib/payments/payment-navigation';

// The screen's sentences join i18next when this chunk loads (as the desk's do).
if (!i18n.hasResourceBundle('tr', 'subscriptions')) i18n.addResourceBundle('tr', 'subscriptions', subscriptions);

/**
 * SPEC §2 /ContractCancellation (docs/subscriptions.md): an open page; acting needs sign-in (also
 * through e-Devlet). The member's subscriptions, the application for an active one, and each
 * application with its steps; ?basvuru=SI… shows one.
 */
export default function ContractCancellationScreen() {
  const { t } = useTranslation('subscriptions');
  const { t: tApp } = useTranslation();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const applicationNo = params.get('basvuru');
  const bankWindow = useOpenBankWindow();

  const payBill = (bill: NonNullable<Cancellation['finalBill']>) => {
    const left = bill.amountKurus - bill.paidKurus;
    payDebts([
      {
        accrualId: bill.accrualId,
        description: bill.description,
        principalKurus: left,
        interestKurus: 0,
        totalKurus: left,
      },
    ]);
  };
  // The card payment the debt list starts, with today's figures (late interest included).
  const payDebts = (items: PaymentItem[]) =>
    void bankWindow.open({ source: 'debts', accrualIds: items.map((item) => item.accrualId), items });

  return (
    <>
      <PageTitle>{tApp('routes.contractCancellation')}</PageTitle>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('intro')}</Typography>
      {!isAuthenticated ? (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              onClick={() =>
                navigate(paths.signIn.path, {
                  state: {
                    from: `${paths.contractCancellation.path}${applicationNo ? `?basvuru=${applicationNo}` : ''}`,
                  } satisfies SignInState,
                })
              }
            >
              {t('signIn')}
            </Button>
          }
        >
          {t('signInNeeded')}
        </Alert>
      ) : applicationNo ? (
        <ShownApplication
          applicationNo={applicationNo}
          onPayBill={payBill}
          onPayOwed={payDebts}
          paying={bankWindow.opening}
          onBack={() => setParams({})}
        />
      ) : (
        <Stack spacing={3} sx={{ maxWidth: 900 }}>
          <MyApplications onShow={(next) => setParams({ basvuru: next })} />
          <Application
            onSaved={(saved) => setParams({ basvuru: saved })}
            onPayDebts={payDebts}
            paying={bankWindow.opening}
          />
        </Stack>
      )}
    </>
  );
}

function ShownApplication({
  applicationNo,
  onPayBill,
  onPayOwed,
  paying,
  onBack,
}: {
  applicationNo: string;
  onPayBill: (bill: NonNullable<Cancellation['finalBill']>) => void;
  onPayOwed: (items: PaymentItem[]) => void;
  paying: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation('subscriptions');
  const application = useCancellation(applicationNo);
  const withdraw = useWithdrawCancellation();
  const confirm = useConfirm();
  const onWithdraw = async () => {
    if (await confirm(t('withdrawConfirm'))) withdraw.mutate(applicationNo);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      {application.isPending ? (
        <TableSkeleton rows={4} />
      ) : application.isError ? (
        <ErrorState title={t('loadFailed')} error={application.error} onRetry={() => void application.refetch()} />
      ) : (
        <ApplicationDetail
          application={application.data}
          onPayBill={onPayBill}
          onPayOwed={onPayOwed}
          paying={paying}
          onWithdraw={() => void onWithdraw()}
          withdrawing={withdraw.isPending}
        />
      )}
      <Box>
        <Button onClick={onBack}>{t('backToList')}</Button>
      </Box>
    </Stack>
  );
}

function MyApplications({ onShow }: { onShow: (applicationNo: string) => void }) {
  const { t } = useTranslation('subscriptions');
  const headingId = useId();
  const applications = useCancellations();
  if (!applications.data || applications.data.applications.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('myApplications')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {applications.data.applications.map((application) => (
          <Box
            component="li"
            key={application.applicationNo}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
          >
            <Box sx={{ flex: '1 1 300px' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t('applicationLine', {
                  applicationNo: application.applicationNo,
                  subscriberNo: application.subscriberNo,
                  state: application.stateName,
                })}
              </Typography>
              <Typography variant="body2">
                {t('applicationDates', {
                  created: formatMoment(application.createdAt),
                  moveOut: formatDay(application.moveOutDate),
                })}
              </Typography>
            </Box>
            <Button
              variant="outlined"
              size="small"
              onClick={() => onShow(application.applicationNo)}
              aria-label={`${t('show')}: ${application.applicationNo}`}
            >
              {t('show')}
            </Button>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

type PaymentItem = {
  accrualId: number;
  description: string;
  principalKurus: number;
  interestKurus: number;
  totalKurus: number;
};

function Application({
  onSaved,
  onPayDebts,
  paying,
}: {
  onSaved: (applicationNo: string) => void;
  onPayDebts: (items: PaymentItem[]) => void;
  paying: boolean;
}) {
  const { t } = useTranslation('subscriptions');
  const headingId = useId();
  const subscriptions = useSubscriptions();
  const [chosen, setChosen] = useState<string | null>(null);
  const preview = useCancellationPreview(chosen);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('mySubscriptions')}
      </Typography>
      {subscriptions.isPending ? (
        <TableSkeleton rows={2} />
      ) : subscriptions.isError ? (
        <ErrorState title={t('loadFailed')} error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />
      ) : subscriptions.data.subscriptions.length === 0 ? (
        <Typography>{t('noSubscriptions')}</Typography>
      ) : (
        <RadioGroup
          aria-label={t('chooseSubscription')}
          value={chosen ?? ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          {subscriptions.data.subscriptions.map((subscription) => (
            <FormControlLabel
              key={subscription.subscriberNo}
              value={subscription.subscriberNo}
              disabled={subscription.status !== 'active'}
              control={<Radio />}
              label={`${t('subscriptionOption', { subscriberNo: subscription.subscriberNo, type: subscription.typeName, address: subscription.address })} · ${t(`statuses.${subscription.status}`)}`}
            />
          ))}
        </RadioGroup>
      )}
      {chosen &&
        (preview.isPending ? (
          <TableSkeleton rows={3} />
        ) : preview.isError ? (
          <ErrorState title={t('loadFailed')} error={preview.error} onRetry={() => void preview.refetch()} />
        ) : preview.data.openApplicationNo ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('openApplication', { applicationNo: preview.data.openApplicationNo })}
          </Alert>
        ) : (
          <CancellationForm
            key={chosen}
            preview={preview.data}
            onSaved={onSaved}
            paying={paying}
            onPayDebts={() =>
              onPayDebts(
                preview.data.openDebts
                  .filter((debt) => !debt.inPayment)
                  .map((debt) => ({
                    accrualId: debt.accrualId,
                    description: debt.description,
                    principalKurus: debt.principalKurus,
                    interestKurus: debt.interestKurus,
                    totalKurus: debt.totalKurus,
                  })),
              )
            }
          />
        ))}
    </Paper>
  );
}
