import { formatKurus } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../router-link';
import { useOpenPayments } from '../../lib/api/check-registry-unpaid-online-payment';
import { formatMoment } from '../../lib/format';
import '../../locales/payments-sentences';

interface OpenPaymentsProps {
  statusPath: (orderNo: string) => string;
  /** Goes on with an attempt that never reached the bank (state CREATED). */
  onContinue: (orderNo: string) => void;
  headingId: string;
}

/**
 * Payments whose outcome is not settled yet (CheckRegistryUnpaidOnlinePayment): each with a link to
 * its status page; one that was created but never sent to the bank can be continued.
 */
export function OpenPayments({ statusPath, onContinue, headingId }: OpenPaymentsProps) {
  const { t } = useTranslation();
  const open = useOpenPayments();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('payments.open.title')}
      </Typography>
      {open.isPending ? (
        <Skeleton variant="rounded" height={72} aria-label={t('common.loading')} />
      ) : open.isError || open.data.payments.length === 0 ? (
        <Typography color="text.secondary">
          {open.isError ? t('payments.open.loadFailed') : t('payments.open.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {open.data.payments.map((payment) => (
            <Paper component="li" variant="outlined" key={payment.orderNo} sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
                <Typography sx={{ fontWeight: 700 }}>{t(`payments.states.${payment.state}`)}</Typography>
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {formatKurus(payment.amountKurus)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('payments.open.orderLine', {
                  orderNo: payment.orderNo,
                  date: formatMoment(payment.createdAt),
                  bank: payment.bankName,
                })}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {payment.items.map((item) => item.description).join(', ')}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {payment.message}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
                <RouterLink to={statusPath(payment.orderNo)}>{t('payments.open.statusLink')}</RouterLink>
                {payment.state === 'CREATED' && (
                  <Button size="small" variant="outlined" onClick={() => onContinue(payment.orderNo)}>
                    {t('payments.open.continue')}
                  </Button>
                )}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
