import type { MemberInfo } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../lib/auth/auth-provider';
import { CloseAccount } from '../components/close-account';
import { NoAccountNotice } from '../components/no-account-notice';
import { UserUpdateForm } from '../components/user-update-form';
import { paths } from '../../../app/paths';

/** /UserUpdate: the member's contact details, SMS consent and password; and closing the account. */
export default function UserUpdateScreen() {
  const { t } = useTranslation();
  const { user, login, logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();

  const onUpdated = (member: MemberInfo) => {
    login(member);
    toast(t('session.userUpdate.success'), 'success');
  };

  const onClosed = async () => {
    // The server has already ended every session of the account; forget it here too.
    await logout().catch(() => undefined);
    toast(t('session.userUpdate.closed'), 'info');
    void navigate(paths.home.path);
  };

  return (
    <>
      <PageTitle>{t('routes.userUpdate')}</PageTitle>
      <Box sx={{ maxWidth: 640 }}>
        {!user || user.memberId === null ? (
          <NoAccountNotice registerPath={paths.register.path} />
        ) : (
          <>
            <Typography sx={{ mb: 3 }}>{t('session.userUpdate.intro')}</Typography>
            <UserUpdateForm key={user.memberId} member={user} onUpdated={onUpdated} />
            <Divider sx={{ my: 4 }} />
            <CloseAccount onClosed={() => void onClosed()} />
          </>
        )}
      </Box>
    </>
  );
}
