import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import type { EDevletReturnState } from '../features/session/e-devlet-login';
import { lazyOr } from '../lib/lazy-or';
import { useDocumentTitle } from './document-title';
import { paths } from './paths';

// The bar is only seen while a screen's code loads: its own code comes with the first such load.
const LinearProgress = lazyOr(
  () => import('@mui/material/LinearProgress'),
  () => null,
);

/** Where a legacy query sends the visitor, and the page they landed on (for a gateway return). */
export interface LegacyRedirect {
  to: string;
  state?: EDevletReturnState;
}

/**
 * SPEC §2: ?ISLEMADI=EDEVLETGIRIS on any address opens the e-Devlet sign-in; any other query carrying
 * a `code` is e-Devlet coming back, on whatever page it lands. /e-devlet-girisi completes it (state
 * checked by the server, same messages), then brings the citizen back to the page they landed on.
 */
export function legacyRedirectTarget(search: string, pathname = '/'): LegacyRedirect | undefined {
  const query = new URLSearchParams(search);
  if (query.get('ISLEMADI') === 'EDEVLETGIRIS') return { to: paths.eDevletLogin.path };
  if (!query.has('code') || pathname === paths.eDevletLogin.path) return undefined;
  const gateway = new URLSearchParams();
  for (const key of ['code', 'state', 'error']) {
    const value = query.get(key);
    if (value !== null) gateway.set(key, value);
  }
  return { to: `${paths.eDevletLogin.path}?${gateway.toString()}`, state: { returnTo: pathname } };
}

/** Above every page: legacy query redirects, and a progress bar while a screen's code loads. */
export function RootRoute() {
  const { t } = useTranslation();
  const { search, pathname } = useLocation();
  const navigation = useNavigation();
  const target = legacyRedirectTarget(search, pathname);
  useDocumentTitle();
  // replace: the code is good once, and Back must not bring it to the address again.
  if (target) return <Navigate to={target.to} state={target.state} replace />;
  return (
    <>
      {navigation.state === 'loading' && (
        <Suspense fallback={null}>
          <LinearProgress
            aria-label={t('common.loading')}
            sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip }}
          />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
