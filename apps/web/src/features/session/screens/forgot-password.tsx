import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { useCurrentRouteEntry } from '../../../lib/current-route';
import { paths } from '../../../app/paths';

/**
 * SPEC §2 /session/forgot-password and /ForgottenPassword: one screen under two addresses (the
 * route table closes the side nav for the second, as SPEC asks).
 */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entry = useCurrentRouteEntry();
  return (
    <>
      <PageTitle>{t(`routes.${entry?.title ?? 'forgotPassword'}`)}</PageTitle>
      <Box sx={{ maxWidth: 560 }}>
        <Typography sx={{ mb: 3 }}>{t('session.forgotPassword.intro')}</Typography>
        <ForgotPasswordForm homePath={paths.home.path} onSent={() => void navigate(paths.signIn.path)} />
      </Box>
    </>
  );
}
