import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { RouterLink } from '../../components/router-link';
import { useCurrentRouteEntry } from '../current-route';
import { paths } from '../paths';

/** A route of SPEC §2 whose screen a later issue builds: says so plainly instead of a dead end. */
export function ScreenPending() {
  const { t } = useTranslation();
  const entry = useCurrentRouteEntry();
  return (
    <>
      {entry && <PageTitle>{t(`routes.${entry.title}`)}</PageTitle>}
      <Typography sx={{ mb: 2 }}>{t('pending.body')}</Typography>
      <RouterLink to={paths.home.path}>{t('common.backToHome')}</RouterLink>
    </>
  );
}
