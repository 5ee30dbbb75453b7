import AppsIcon from '@mui/icons-material/Apps';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuTiles } from '../../../features/menus/components/menu-tiles';
import { menuEntries } from '../../../features/menus/filter-menu';
import { useAvailableMenu } from '../../../features/menus/use-available-menu';
import { ContactInfo } from '../../../features/reference/components/contact-info';
import { paths } from '../../paths';
import { useScreenFilter } from '../../use-screen-filter';
import { MayorCard } from './mayor-card';
import { MunicipalityHero } from './municipality-hero';

/** SPEC §2 /anasayfa: the municipality, its mayor, its online services and how to reach it. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const menu = useAvailableMenu(useScreenFilter());
  // The services are the menu's own screens, except this one.
  const services = useMemo(
    () => menuEntries(menu.items).filter(({ item }) => item.kind === 'link' && item.path !== paths.home.path),
    [menu.items],
  );

  return (
    <>
      <MunicipalityHero />
      {/* Phones reach the whole menu as tiles from here (SPEC §2 /mobil-menu). */}
      <Button
        component={Link}
        to={paths.mobileMenu.path}
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<AppsIcon />}
        sx={{ display: { md: 'none' }, mb: 3 }}
      >
        {t('home.allServices')}
      </Button>
      {/* The services, the mayor and the contact appear together once the menu has loaded: on a phone they
          stack, and tiles arriving above the mayor's card pushed it out of view (CLS 0.21). */}
      {menu.isPending ? (
        <Skeleton variant="rounded" height={112} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
          <Box component="section" aria-labelledby="services-title">
            <Typography id="services-title" component="h2" variant="h5" sx={{ mb: 2 }}>
              {t('home.services')}
            </Typography>
            {services.length > 0 ? <MenuTiles entries={services} /> : <Typography>{t('home.noServices')}</Typography>}
          </Box>
          <Box sx={{ display: 'grid', gap: 3 }}>
            <MayorCard />
            <Paper variant="outlined" component="section" aria-labelledby="contact-title" sx={{ p: 2 }}>
              <Typography id="contact-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
                {t('home.contact')}
              </Typography>
              <ContactInfo />
            </Paper>
          </Box>
        </Box>
      )}
    </>
  );
}
