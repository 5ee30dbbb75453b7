import { sessionMessages } from '@ebelediye/contract/session-messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { RouterLink } from '../../../components/router-link';
import { useAuth } from '../../../lib/auth/auth-provider';
import { EDevletButton } from '../components/e-devlet-button';
import { completeEDevletLogin, type EDevletOutcome, type EDevletReturnState } from '../e-devlet-login';
import { rememberGatewayLogin } from '../../../lib/auth/member-storage';
import { pageLocation } from '../page-location';
import { useAppSettings } from '../../../lib/app-settings';
import { findRouteEntry, paths } from '../../../app/paths';

/** SPEC §9: the page reloads this long after a gateway login. */
const reloadAfterMs = 500;

/**
 * SPEC §2/§4 /e-devlet-girisi. With e-Devlet's ?code&state (or ?error) it completes the gateway
 * login, also when e-Devlet came back to another page (root-route.tsx forwards it here); opened
 * without them (a link, ?ISLEMADI=EDEVLETGIRIS) it offers to start one.
 */
export default function EDevletReturnScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const isGatewayReturn = ['code', 'state', 'error'].some((key) => query.has(key));
  return (
    <>
      <PageTitle>{t('routes.eDevletLogin')}</PageTitle>
      {isGatewayReturn ? (
        <GatewayReturn
          code={query.get('code') ?? ''}
          state={query.get('state') ?? ''}
          returnTo={returnPath(location.state)}
        />
      ) : (
        <Box sx={{ maxWidth: 480 }}>
          <Typography sx={{ mb: 3 }}>{t('session.eDevlet.start')}</Typography>
          <EDevletButton />
        </Box>
      )}
    </>
  );
}

/** The page e-Devlet's return landed on, if it is one of ours; home otherwise. */
function returnPath(state: unknown): string {
  const returnTo = (state as Partial<EDevletReturnState> | null)?.returnTo;
  return typeof returnTo === 'string' && findRouteEntry(returnTo) ? returnTo : paths.home.path;
}

function GatewayReturn({ code, state, returnTo }: { code: string; state: string; returnTo: string }) {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const { login } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const started = useRef(false);

  const complete = useMutation({
    mutationFn: completeEDevletLogin,
    meta: { handlesOwnErrors: true },
    onSuccess: (outcome: EDevletOutcome) => {
      switch (outcome.kind) {
        case 'signedIn':
          login(outcome.member);
          rememberGatewayLogin();
          // A fresh load of the app, signed in, at home or the page e-Devlet came back to; it also drops the used code from the address.
          setTimeout(() => pageLocation.replace(returnTo), reloadAfterMs);
          return;
        case 'invalidToken':
          pageLocation.alert(sessionMessages.invalidEDevletToken);
          void navigate(paths.home.path, { replace: true });
          return;
        case 'failed':
          pageLocation.alert(sessionMessages.eDevletFailed);
          void navigate(paths.home.path, { replace: true });
          return;
        case 'noRegistry':
          toast(sessionMessages.noRegistry, 'error');
          return;
      }
    },
  });
  const { mutate } = complete;

  useEffect(() => {
    // A code is good once: never exchange it twice (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    mutate({ code, state, clientId: settings.EDEVLET_CLIENT_ID });
  }, [code, state, settings.EDEVLET_CLIENT_ID, mutate]);

  const outcome = complete.data?.kind;
  if (outcome === 'noRegistry') {
    return (
      <Box sx={{ maxWidth: 640 }}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('session.eDevlet.noRegistry')}
        </Alert>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <RouterLink to={paths.signUp.path}>{t('session.eDevlet.register')}</RouterLink>
          <RouterLink to={paths.home.path}>{t('session.eDevlet.failedHome')}</RouterLink>
        </Box>
      </Box>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>
        {outcome === 'signedIn' ? t('session.eDevlet.signedIn') : t('session.eDevlet.completing')}
      </Typography>
    </Box>
  );
}
