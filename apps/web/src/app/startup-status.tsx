import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface StartupStatusProps {
  /** Set when the settings could not be loaded: the message and a retry button replace the spinner. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** What shows before the app can render (SPEC §4: settings load first). */
export function StartupStatus({ onRetry, retrying = false }: StartupStatusProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
      }}
    >
      {onRetry ? (
        <>
          <Alert severity="error" sx={{ maxWidth: 480 }}>
            {t('startup.settingsFailed')}
          </Alert>
          <Button variant="contained" onClick={onRetry} loading={retrying}>
            {t('common.retry')}
          </Button>
        </>
      ) : (
        <>
          <CircularProgress aria-hidden />
          <Typography role="status">{t('common.loading')}</Typography>
        </>
      )}
    </Box>
  );
}
