import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import '../../locales/debts-sentences';

/*
 * The theme's error and warning colours are made for filled buttons; as small text on white they fall
 * under 4.5:1. These pairs pass (≥ 7:1) and still read as "late" and "under way".
 */
const chipColours = {
  overdue: { color: '#8f1d1d', bgcolor: '#fdecec', borderColor: '#e7b4b4' },
  inPayment: { color: '#5c4400', bgcolor: '#fff4d6', borderColor: '#e6cf8f' },
  needsOffice: { color: '#0b3d6b', bgcolor: '#e8f1fb', borderColor: '#a9c7e8' },
} as const;

export function OverdueChip() {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" label={t('debts.overdue')} sx={{ ...chipColours.overdue, fontWeight: 600 }} />
  );
}

export function InPaymentChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t('debts.inPayment')}
      sx={{ ...chipColours.inPayment, fontWeight: 600 }}
    />
  );
}

export function NeedsOfficeChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t('debts.needsOffice')}
      sx={{ ...chipColours.needsOffice, fontWeight: 600 }}
    />
  );
}
