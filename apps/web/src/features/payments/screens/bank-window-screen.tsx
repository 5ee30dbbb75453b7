import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { useActiveMerchantBank } from '../../../lib/api/get-active-merchant-bank-info';
import { BankWindow } from '../components/bank-window';
import { readPaymentWindowState, type PaymentWindowState } from '../../../lib/payments/payment-window-state';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useAppSettings } from '../../../lib/app-settings';
import { useCurrentRouteEntry } from '../../../lib/current-route';
import { paths } from '../../../app/paths';
import { paymentSourcePath, paymentStatusPath } from '../../../lib/payments/payment-navigation';
import '../../../locales/payments-sentences';

/**
 * SPEC §2's bank windows (/ziraat-banka, /vakif-banka, /payment-is-bank, /payment-other-banks): one
 * screen for all four. The chosen debts come in the router's state; without them (an address typed or
 * bookmarked) the citizen goes back to choose again.
 */
export default function BankWindowScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const settings = useAppSettings();
  const entry = useCurrentRouteEntry();
  const bank = useActiveMerchantBank();
  const request = readPaymentWindowState(location.state);

  if (!request) return <NoPaymentChosen />;

  const remember = (orderNo: string) => {
    const next: PaymentWindowState = { ...request, orderNo };
    // Replace, not push: "back" from here leads to the debts, not to the unconfirmed window.
    navigate(location.pathname, { replace: true, state: next });
  };

  return (
    <>
      <PageTitle>{t(`routes.${entry?.title ?? 'otherBanksPayment'}`)}</PageTitle>
      {bank.isPending ? (
        <Skeleton variant="rounded" height={200} aria-label={t('common.loading')} />
      ) : bank.isError ? (
        <Alert severity="error">{t('payments.window.loadFailed')}</Alert>
      ) : (
        <BankWindow
          request={request}
          bank={bank.data}
          yearsToAdd={settings.ExpirationYearsToAdd}
          onOrderCreated={remember}
          cancelTo={paymentSourcePath(request.source)}
          statusPath={paymentStatusPath}
        />
      )}
    </>
  );
}

function NoPaymentChosen() {
  const { t } = useTranslation();
  const toast = useToast();
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    toast(t('payments.window.noSelection'), 'info');
  }, [toast, t]);
  return <Navigate to={isAuthenticated ? paths.debtQuestioning.path : paths.fastPayment.path} replace />;
}
