import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { MenuSections } from '../../features/menus/components/menu-sections';
import { useAvailableMenu } from '../../features/menus/use-available-menu';
import { useScreenFilter } from '../use-screen-filter';

/** SPEC §2 /mobil-menu: the whole menu as large tiles, groups opened into sections. */
export default function MobileMenuScreen() {
  const { t } = useTranslation();
  const menu = useAvailableMenu(useScreenFilter());
  return (
    <>
      <PageTitle>{t('routes.mobileMenu')}</PageTitle>
      {menu.isPending ? <Skeleton variant="rounded" height={240} /> : <MenuSections items={menu.items} />}
    </>
  );
}
