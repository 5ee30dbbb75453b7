import { sessionMessages } from '@ebelediye/contract/session-messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorDialog, useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { currentMemberQueryOptions } from '../api/get-user-of-e-municipality';
import { useAuth } from '../../../lib/auth/auth-provider';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { useChangePassword } from '../api/change-password';
import { NoAccountNotice } from '../components/no-account-notice';
import { paths } from '../../../app/paths';

/** /sifre-degistir: also where a member lands after signing in with the temporary password sent by SMS. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const { user, login } = useAuth();
  const toast = useToast();
  const { showError } = useErrorDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mustChange = user?.mustChangePassword ?? false;
  const changePassword = useChangePassword();

  const onChanged = async () => {
    toast(t('session.changePassword.success'), 'success');
    if (!mustChange) return;
    try {
      // The stored MemberInfo still says "must change"; take the server's word for the new state.
      const { member } = await queryClient.fetchQuery(currentMemberQueryOptions());
      login(member);
    } catch (error) {
      showError(error);
    }
    void navigate(paths.home.path);
  };

  return (
    <>
      <PageTitle>{t('routes.changePassword')}</PageTitle>
      <Box sx={{ maxWidth: 560 }}>
        {user?.memberId === null ? (
          <NoAccountNotice registerPath={paths.register.path} />
        ) : (
          <>
            {mustChange && (
              <Alert severity="warning" sx={{ mb: 3 }}>
                {sessionMessages.mustChangePassword}
              </Alert>
            )}
            <Typography sx={{ mb: 3 }}>{t('session.changePassword.intro')}</Typography>
            <ChangePasswordForm
              change={changePassword.mutateAsync}
              pending={changePassword.isPending}
              onChanged={onChanged}
            />
          </>
        )}
      </Box>
    </>
  );
}
