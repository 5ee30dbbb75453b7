import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { RouterLink } from '../../components/router-link';
import { rootPath } from '../paths';

/** SPEC §2 /session/404: where unknown addresses land, with a way back. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('routes.notFound')}</PageTitle>
      <Typography sx={{ mb: 2 }}>{t('notFound.body')}</Typography>
      <RouterLink to={rootPath}>{t('common.backToHome')}</RouterLink>
    </>
  );
}
