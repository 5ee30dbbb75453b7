import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { useLawDataGaps } from '../api/get-law-data-gaps';

/** A warning on the desk home while a coming year lacks its bayram days; nothing when all are loaded. */
export function LawDataGapsNotice() {
  const { t } = useTranslation('desk');
  const gaps = useLawDataGaps();
  if (!gaps.data?.message) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2, maxWidth: 720 }}>
      <AlertTitle>{t('home.lawDataGaps')}</AlertTitle>
      {gaps.data.message}
    </Alert>
  );
}
