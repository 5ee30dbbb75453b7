import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../lib/auth/auth-provider';
import type { RouteTitleKey } from '../../../app/paths';
import '../../../locales/employees-sentences';

/**
 * The frame of the three employee screens: the title, and for a member who is not an employee a
 * sentence saying so instead of the screen (the API would refuse them; they get no error).
 */
export function EmployeePage({ title, intro, children }: { title: RouteTitleKey; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <>
      <PageTitle>{t(`routes.${title}`)}</PageTitle>
      {user?.isEmployee ? (
        <>
          <Typography sx={{ mb: 2, maxWidth: 760 }}>{intro}</Typography>
          {children}
        </>
      ) : (
        <Alert severity="info" variant="outlined" role="status">
          {t('employees.notEmployee')}
        </Alert>
      )}
    </>
  );
}

/** Whether the signed-in member may call the employee operations. */
export function useIsEmployee(): boolean {
  return useAuth().user?.isEmployee === true;
}
