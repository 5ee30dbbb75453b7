import { staffMessages } from '@ebelediye/contract/staff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { useToast } from '../../../components/feedback';
import { PageTitle } from '../../../components/page-title';
import { useChangeStaffPassword } from '../api/change-staff-password';
import { deskBasePath } from '../desk-paths';
import { useStaff, useStaffSessionActions } from '../staff-session';

/**
 * /yonetim/sifre: a staff member's own password. After a sign-in with the temporary password an
 * administrator sent by SMS, the desk shows nothing else until it is replaced.
 */
export default function DeskPasswordScreen() {
  const { t } = useTranslation('desk');
  const staff = useStaff();
  const toast = useToast();
  const navigate = useNavigate();
  const { signedIn } = useStaffSessionActions();
  const change = useChangeStaffPassword();
  const mustChange = staff.mustChangePassword;

  const onChanged = () => {
    toast(t('password.changed'), 'success');
    if (mustChange) void navigate(deskBasePath, { replace: true });
  };

  return (
    <>
      <PageTitle>{t('pages.password')}</PageTitle>
      <Box sx={{ maxWidth: 560 }}>
        {mustChange && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            {staffMessages.mustChangePassword}
          </Alert>
        )}
        <Typography sx={{ mb: 3 }}>{t('password.intro')}</Typography>
        <ChangePasswordForm
          change={async (values) => signedIn((await change.mutateAsync(values)).staff)}
          pending={change.isPending}
          onChanged={onChanged}
        />
      </Box>
    </>
  );
}
