import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { RouterLink } from '../../../components/router-link';
import { MemberExistsAlert } from '../components/member-exists-alert';
import { SignUpForm } from '../components/sign-up-form';
import { paths } from '../../../app/paths';

/** SPEC §2 /session/signup: the short form that opens the membership application (/Register). */
export default function SignUpScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle>{t('session.signUp.heading')}</PageTitle>
      <Typography sx={{ mb: 3 }}>{t('session.signUp.intro')}</Typography>
      <SignUpForm
        memberExists={
          <MemberExistsAlert signInPath={paths.signIn.path} forgotPasswordPath={paths.forgotPassword.path} />
        }
        onDone={() => void navigate(paths.register.path)}
      />
      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 1.5 }}>
        <Typography component="span">{t('session.signUp.haveAccount')}</Typography>
        <RouterLink to={paths.signIn.path}>{t('session.signUp.signIn')}</RouterLink>
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <RouterLink to={paths.home.path}>{t('session.signIn.home')}</RouterLink>
      </Box>
    </>
  );
}
