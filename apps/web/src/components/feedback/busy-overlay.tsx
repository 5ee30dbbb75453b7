import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** SPEC §2's loading overlay: covers the page and says "Yükleniyor..." while a task runs. */
export function BusyOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Backdrop
      open={open}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#ffffff', flexDirection: 'column', gap: 2 }}
    >
      <CircularProgress color="inherit" aria-hidden />
      {/* A solid pill behind the text keeps it readable whatever page lies under the backdrop. */}
      <Typography
        role="status"
        aria-live="polite"
        variant="h6"
        component="p"
        sx={{ bgcolor: 'rgba(16, 20, 42, 0.92)', px: 2, py: 1, borderRadius: 1 }}
      >
        {t('common.loading')}
      </Typography>
    </Backdrop>
  );
}
