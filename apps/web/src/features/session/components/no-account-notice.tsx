import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';

/** Signed in through e-Devlet without an e-Belediye account: account pages explain instead of failing. */
export function NoAccountNotice({ registerPath }: { registerPath: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info">
      {t('session.noAccount.text')}
      <Box sx={{ mt: 1 }}>
        <RouterLink to={registerPath} sx={{ color: 'inherit', fontWeight: 600 }}>
          {t('session.noAccount.register')}
        </RouterLink>
      </Box>
    </Alert>
  );
}
