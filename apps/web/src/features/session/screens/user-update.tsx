import type { MemberInfo } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../lib/auth/auth-provider';
import { AccountClosureRequest, MyDataDownload } from '../components/my-data';
import { NoAccountNotice } from '../components/no-account-notice';
import { UserUpdateForm } from '../components/user-update-form';
import { paths } from '../../../app/paths';

/**
 * /UserUpdate: the member's contact details, SMS consent and password; their data to download and a
 * request to close the account (KVKK art. 11, decision 088).
 */
export default function UserUpdateScreen() {
  const { t } = useTranslation();
  const { user, login } = useAuth();
  const toast = useToast();

  const onUpdated = (member: MemberInfo) => {
    login(member);
    toast(t('session.userUpdate.success'), 'success');
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
            <MyDataDownload />
            <Divider sx={{ my: 4 }} />
            <AccountClosureRequest />
          </>
        )}
      </Box>
    </>
  );
}
