import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { paths } from './paths';

/** SPEC §2: ?ISLEMADI=EDEVLETGIRIS on any address opens the e-Devlet sign-in. */
export function legacyRedirectTarget(search: string): string | undefined {
  return new URLSearchParams(search).get('ISLEMADI') === 'EDEVLETGIRIS' ? paths.eDevletLogin.path : undefined;
}

/** Above every page: legacy query redirects, and a progress bar while a screen's code loads. */
export function RootRoute() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigation = useNavigation();
  const target = legacyRedirectTarget(search);
  if (target) return <Navigate to={target} replace />;
  return (
    <>
      {navigation.state === 'loading' && (
        <LinearProgress aria-label={t('common.loading')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip }} />
      )}
      <Outlet />
    </>
  );
}
