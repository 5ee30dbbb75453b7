import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/errors';

export function ListLoading({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={40} />
      ))}
    </Stack>
  );
}

/** The list could not be read: the server's sentence and a way to try again. */
export function ListFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="p" variant="body2">
        {errorMessageOf(error)}
      </Typography>
    </Alert>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" role="status" sx={{ p: 3, textAlign: 'center' }}>
      <Typography>{children}</Typography>
    </Paper>
  );
}
