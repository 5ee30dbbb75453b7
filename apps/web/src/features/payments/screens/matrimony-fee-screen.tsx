import { istanbulToday } from '@ebelediye/finance';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { RouterLink } from '../../../components/router-link';
import { MatrimonyFeeForm } from '../components/matrimony-fee-form';
import { useAppSettings } from '../../../lib/app-settings';
import { paths } from '../../../app/paths';
import { useOpenBankWindow } from '../../../lib/payments/payment-navigation';
import '../../../locales/payments-sentences';

/** Today on the municipality's clock and the last day a ceremony may be booked (a year ahead), as YYYY-MM-DD. */
export function ceremonyWindow(now: Date = new Date()): { today: string; lastDay: string } {
  const today = istanbulToday(now);
  const last = new Date(`${today}T12:00:00Z`);
  last.setUTCDate(last.getUTCDate() + 366);
  return { today, lastDay: last.toISOString().slice(0, 10) };
}

/**
 * SPEC §2 /FastPaymentForMatrimony (shown when ShowMatrimonyPaymentMenu is set): the marriage fee from
 * the municipality's tariff, accrued in the applicant's name and paid through the same bank window.
 */
export default function MatrimonyFeeScreen() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const bankWindow = useOpenBankWindow();
  const { today, lastDay } = ceremonyWindow();

  if (!settings.ShowMatrimonyPaymentMenu) {
    return (
      <>
        <PageTitle>{t('routes.fastPaymentForMatrimony')}</PageTitle>
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('payments.matrimony.closed')}
        </Alert>
        <RouterLink to={paths.home.path}>{t('common.backToHome')}</RouterLink>
      </>
    );
  }

  return (
    <>
      <PageTitle>{t('routes.fastPaymentForMatrimony')}</PageTitle>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{t('payments.matrimony.intro')}</Typography>
      <MatrimonyFeeForm
        challengeUrl={`${settings.Service.replace(/\/+$/, '')}/captcha/challenge`}
        today={today}
        lastDay={lastDay}
        onAccrued={(accrual) =>
          void bankWindow.open({
            source: 'matrimony',
            accrualIds: [accrual.accrualId],
            items: [
              {
                accrualId: accrual.accrualId,
                description: accrual.description,
                principalKurus: accrual.amountKurus,
                interestKurus: 0,
                totalKurus: accrual.amountKurus,
              },
            ],
          })
        }
      />
    </>
  );
}
