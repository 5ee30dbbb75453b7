import type { MemberInfo } from '@ebelediye/contract';
import { sessionMessages } from '@ebelediye/contract/session-messages';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { RouterLink } from '../../../components/router-link';
import { useAuth } from '../../../lib/auth/auth-provider';
import { EDevletButton } from '../components/e-devlet-button';
import { SignInForm } from '../components/sign-in-form';
import { paths, rootPath, type SignInState } from '../../../app/paths';

/** Where to go once signed in: the page the guard stopped, else / (SPEC §4). */
export function returnAddress(state: unknown): string {
  const from = (state as SignInState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith(paths.signIn.path) ? from : rootPath;
}

/**
 * SPEC §2 /session/signin. A visitor who is already signed in goes straight back to where the
 * guard stopped them; one who signs in here goes there too, or to /sifre-degistir first when the
 * password they used was the temporary one sent by SMS.
 */
export default function SignInScreen() {
  const { t } = useTranslation();
  const { isAuthenticated, login } = useAuth();
  const { state } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  // Set while this screen sends the new member on, so its own redirect below does not race that.
  const [leaving, setLeaving] = useState(false);
  if (isAuthenticated && !leaving) return <Navigate to={returnAddress(state)} replace />;

  const onSignedIn = (member: MemberInfo) => {
    setLeaving(true);
    login(member);
    if (member.mustChangePassword) {
      toast(sessionMessages.mustChangePassword, 'info');
      void navigate(paths.changePassword.path, { replace: true });
    } else {
      void navigate(returnAddress(state), { replace: true });
    }
  };

  return (
    <>
      <PageTitle>{t('session.signIn.heading')}</PageTitle>
      <Typography sx={{ mb: 3 }}>{t('session.signIn.intro')}</Typography>
      <SignInForm onSignedIn={onSignedIn} />
      <Divider sx={{ my: 3 }}>{t('session.signIn.or')}</Divider>
      <EDevletButton />
      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5 }}>
        <RouterLink to={paths.forgotPassword.path}>{t('session.signIn.forgotPassword')}</RouterLink>
        <RouterLink to={paths.signUp.path}>{t('session.signIn.signUp')}</RouterLink>
        <RouterLink to={paths.home.path}>{t('session.signIn.home')}</RouterLink>
      </Box>
    </>
  );
}
