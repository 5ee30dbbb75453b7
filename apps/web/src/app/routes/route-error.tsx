import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A screen failed to load or render (often a new deployment replaced its chunk): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', p: 3, mt: 8 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('routeError.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('routeError.body')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </Box>
  );
}
