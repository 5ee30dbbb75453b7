import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../lib/app-settings';

export function Footer() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  // Room on the right for the chat button that floats over the corner (from a tablet up; on a phone it sits above the footer).
  return (
    <Box
      component="footer"
      sx={{
        pl: { xs: 2, sm: 3 },
        pr: { xs: 2, sm: 11 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="body2">
        {t('layout.footer', { year: new Date().getFullYear(), municipality: settings.MunicipalityName })}
      </Typography>
      {settings.DemoMode && <Typography variant="body2">{t('layout.demoHint')}</Typography>}
      <Link href={settings.MunicipalityWebsiteUrl} target="_blank" rel="noopener noreferrer" variant="body2">
        {t('layout.municipalityWebsite')} {t('common.opensInNewTab')}
      </Link>
    </Box>
  );
}
