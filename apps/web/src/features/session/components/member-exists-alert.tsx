import { sessionMessages } from '@ebelediye/contract/session-messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';

interface MemberExistsAlertProps {
  signInPath: string;
  forgotPasswordPath: string;
}

/** The ID already has an account: say so plainly, with the two ways on. */
export function MemberExistsAlert({ signInPath, forgotPasswordPath }: MemberExistsAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert">
      {sessionMessages.memberExists}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 1 }}>
        <RouterLink to={signInPath} sx={{ color: 'inherit', fontWeight: 600 }}>
          {t('session.memberExists.signIn')}
        </RouterLink>
        <RouterLink to={forgotPasswordPath} sx={{ color: 'inherit', fontWeight: 600 }}>
          {t('session.memberExists.forgotPassword')}
        </RouterLink>
      </Box>
    </Alert>
  );
}
