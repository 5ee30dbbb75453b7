import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { RouterLink } from '../../../components/router-link';
import { PaymentResult } from '../components/payment-result';
import { useAuth } from '../../../lib/auth/auth-provider';
import { paths } from '../../../app/paths';
import '../../../locales/payments-sentences';

const orderNoShape = /^[A-Za-z0-9]{8,64}$/;

/**
 * SPEC §2 /success-operation and /failed-operation?siparis=<order>: where the bank sends the citizen
 * back. Both show the order's real state, as the server knows it, for a member or a fast payer.
 */
export default function PaymentResultScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { isAuthenticated } = useAuth();
  const orderNo = params.get('siparis') ?? '';

  const links = (
    <Box component="nav" aria-label={t('payments.result.navLabel')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      {isAuthenticated ? (
        <RouterLink to={paths.debtQuestioning.path}>{t('payments.result.backToDebts')}</RouterLink>
      ) : (
        <RouterLink to={paths.fastPayment.path}>{t('payments.result.backToFastPayment')}</RouterLink>
      )}
      <RouterLink to={paths.home.path}>{t('common.backToHome')}</RouterLink>
    </Box>
  );

  if (!orderNoShape.test(orderNo)) {
    return (
      <>
        <PageTitle>{t('payments.result.checkingTitle')}</PageTitle>
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('payments.result.missingOrder')}
        </Alert>
        {links}
      </>
    );
  }
  return <PaymentResult key={orderNo} orderNo={orderNo} links={links} />;
}
