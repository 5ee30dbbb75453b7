import type { MemberInfo } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../lib/auth/auth-provider';
import { MemberExistsAlert } from '../components/member-exists-alert';
import { RegisterWizard } from '../components/register/register-wizard';
import { forgetSignUpDraft } from '../sign-up-draft';
import { paths } from '../../../app/paths';

/** SPEC §2 /Register: the full membership application; the new member is signed in and goes home. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const { register } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();

  const onRegistered = (member: MemberInfo) => {
    forgetSignUpDraft();
    register(member);
    toast(t('session.register.success', { name: `${member.name} ${member.surname}`.trim() }), 'success');
    void navigate(paths.home.path);
  };

  return (
    <>
      <PageTitle>{t('routes.register')}</PageTitle>
      <Box sx={{ maxWidth: 760 }}>
        <Typography sx={{ mb: 3 }}>{t('session.register.intro')}</Typography>
        <RegisterWizard
          memberExists={
            <MemberExistsAlert signInPath={paths.signIn.path} forgotPasswordPath={paths.forgotPassword.path} />
          }
          onRegistered={onRegistered}
        />
      </Box>
    </>
  );
}
