import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import '../../../locales/declarations-sentences';

export type PaymentState = 'paid' | 'partial' | 'open' | 'nothingDue';

/** Where a sum stands: nothing to pay, all paid, some paid, nothing paid. */
export function paymentState(totalKurus: number, paidKurus: number): PaymentState {
  if (totalKurus <= 0) return 'nothingDue';
  if (paidKurus >= totalKurus) return 'paid';
  return paidKurus > 0 ? 'partial' : 'open';
}

/*
 * Small text on a tinted chip: the theme's success and warning colours fall under 4.5:1 there, so
 * these pairs (≥ 7:1) say "paid", "partly paid" and "not paid".
 */
const stateColours: Record<PaymentState, { color: string; bgcolor: string; borderColor: string }> = {
  paid: { color: '#1b5e20', bgcolor: '#e8f5e9', borderColor: '#a5d6a7' },
  partial: { color: '#5c4400', bgcolor: '#fff4d6', borderColor: '#e6cf8f' },
  open: { color: '#8f1d1d', bgcolor: '#fdecec', borderColor: '#e7b4b4' },
  nothingDue: { color: '#37474f', bgcolor: '#eceff1', borderColor: '#b0bec5' },
};

export function PaymentStateChip({ state }: { state: PaymentState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`declarations.mine.statuses.${state}`)}
      sx={{ ...stateColours[state], fontWeight: 600 }}
    />
  );
}
