import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useStaff } from '../staff-session';
import { LawDataGapsNotice } from './law-data-gaps-notice';
import { SignInSecurityPanel } from './sign-in-security-panel';

// The charts come in a chunk of their own after the page shows (decision 085).
const DeskDashboardPanels = lazy(() => import('./desk-dashboard'));

/**
 * The desk's first page: who is signed in, in which role and unit; for everyone a warning while a
 * coming year lacks its bayram days; then today and this month at a glance, the parts of the role's
 * work (decision 085); for administrators also the sign-in security panel.
 */
export default function DeskHomeScreen() {
  const { t } = useTranslation('desk');
  const staff = useStaff();
  return (
    <>
      <PageTitle>{t('pages.home')}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Typography component="p" variant="h6" sx={{ mb: 1 }}>
          {t('home.welcome', { name: staff.fullName })}
        </Typography>
        <Typography component="p" sx={{ mb: 2 }}>
          {t('home.intro')}
        </Typography>
        <Typography
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            '& dt': { fontWeight: 600 },
            '& dd': { m: 0 },
          }}
        >
          <dt>{t('home.role')}</dt>
          <dd>{t(`roles.${staff.role}`)}</dd>
          <dt>{t('home.unit')}</dt>
          <dd>{staff.unit?.name ?? t('home.noUnit')}</dd>
        </Typography>
      </Paper>
      <LawDataGapsNotice />
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={t('home.dashboard.loading')} />
          </Box>
        }
      >
        <DeskDashboardPanels />
      </Suspense>
      {staff.role === 'administrator' && <SignInSecurityPanel />}
    </>
  );
}
