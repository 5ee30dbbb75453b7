import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { RouterLink } from '../../../components/router-link';
import { OpenDebts } from '../../../components/debts/open-debts';
import { useDebtSelection } from '../../../lib/use-debt-selection';
import { FastPaymentForm, type FastPaymentResult } from '../components/fast-payment-form';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useAppSettings } from '../../../lib/app-settings';
import { paths } from '../../../app/paths';
import { useOpenBankWindow } from '../../../lib/payments/payment-navigation';
import '../../../locales/payments-sentences';

/**
 * SPEC §2 /FastPayment: without signing in, an ID and the human verification show a masked name and
 * the open debts, which are chosen and paid like a member's. The server's cookie is the permission.
 */
export default function FastPaymentScreen() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const { isAuthenticated } = useAuth();
  const [result, setResult] = useState<FastPaymentResult | null>(null);
  const bankWindow = useOpenBankWindow();

  return (
    <>
      <PageTitle>{t('routes.fastPayment')}</PageTitle>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{t('payments.fast.intro')}</Typography>
      {isAuthenticated && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('payments.fast.signedIn')}{' '}
          <RouterLink to={paths.debtQuestioning.path}>{t('payments.fast.signedInLink')}</RouterLink>
        </Alert>
      )}
      {result ? (
        <FastPaymentDebts
          result={result}
          onNewQuery={() => setResult(null)}
          opening={bankWindow.opening}
          onPay={(state) => void bankWindow.open(state)}
        />
      ) : (
        <FastPaymentForm
          challengeUrl={`${settings.Service.replace(/\/+$/, '')}/captcha/challenge`}
          onResult={setResult}
        />
      )}
    </>
  );
}

interface FastPaymentDebtsProps {
  result: FastPaymentResult;
  onNewQuery: () => void;
  opening: boolean;
  onPay: (state: Parameters<ReturnType<typeof useOpenBankWindow>['open']>[0]) => void;
}

function FastPaymentDebts({ result, onNewQuery, opening, onPay }: FastPaymentDebtsProps) {
  const { t } = useTranslation();
  const selection = useDebtSelection(result.debts);
  return (
    <>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="fast-payer-title"
        sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
      >
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography id="fast-payer-title" component="h2" variant="h6">
            {t('payments.fast.payer', { name: result.maskedName })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('payments.fast.payerNote')}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={onNewQuery}>
          {t('payments.fast.newQuery')}
        </Button>
      </Paper>
      <OpenDebts
        list={result.debts}
        selection={selection}
        paying={opening}
        onPay={() =>
          onPay({
            source: 'fast',
            accrualIds: selection.selectedDebts.map((debt) => debt.accrualId),
            items: selection.selectedDebts.map(
              ({ accrualId, description, principalKurus, interestKurus, totalKurus }) => ({
                accrualId,
                description,
                principalKurus,
                interestKurus,
                totalKurus,
              }),
            ),
          })
        }
      />
    </>
  );
}
