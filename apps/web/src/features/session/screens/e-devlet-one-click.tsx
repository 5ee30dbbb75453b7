import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { RouterLink } from '../../../components/router-link';
import { useEDevletRedirect } from '../api/get-e-devlet-authorization-url';
import { useAppSettings } from '../../../lib/app-settings';
import { paths } from '../../../app/paths';

/** SPEC §2 /index_edevlet_girisi: the login screen in one-click mode, straight on to e-Devlet's page. */
export default function EDevletOneClickScreen() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const redirect = useEDevletRedirect();
  const started = useRef(false);
  const disabled = settings.IsEDevletLoginDisable;
  const { mutate } = redirect;

  useEffect(() => {
    if (disabled || started.current) return;
    started.current = true;
    mutate();
  }, [disabled, mutate]);

  return (
    <>
      <PageTitle>{t('routes.eDevletOneClick')}</PageTitle>
      {disabled || redirect.isError ? (
        <>
          {disabled && <Typography sx={{ mb: 2 }}>{t('session.signIn.eDevletDisabled')}</Typography>}
          <RouterLink to={paths.signIn.path}>{t('session.signIn.heading')}</RouterLink>
        </>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('session.eDevlet.redirecting')}</Typography>
        </Box>
      )}
    </>
  );
}
