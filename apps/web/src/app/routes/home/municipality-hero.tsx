import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../lib/app-settings';

export function MunicipalityHero() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 2,
        px: { xs: 2.5, sm: 4 },
        py: { xs: 3, sm: 5 },
        mb: 3,
      }}
    >
      <Typography
        id="home-title"
        component="h1"
        variant="h3"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.5rem' }, mb: 1 }}
      >
        {settings.MunicipalityName}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {t('home.welcome')}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 640 }}>{t('home.intro')}</Typography>
      <Link
        href={settings.MunicipalityWebsiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        color="inherit"
        sx={{ fontWeight: 600 }}
      >
        {t('home.website')} {t('common.opensInNewTab')}
      </Link>
    </Box>
  );
}
