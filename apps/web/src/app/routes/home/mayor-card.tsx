import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../lib/app-settings';

export function MayorCard() {
  const { t } = useTranslation();
  const { MayorName, MayorTitle, MayorPhotosUrl, MayorInfoUrl } = useAppSettings();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="mayor-name"
      sx={{ display: 'flex', alignItems: 'center' }}
    >
      <CardMedia
        component="img"
        image={MayorPhotosUrl}
        alt={t('home.mayorPhotoAlt', { title: MayorTitle, name: MayorName })}
        sx={{ width: 112, height: 112, flexShrink: 0, objectFit: 'cover' }}
      />
      <CardContent sx={{ minWidth: 0 }}>
        <Typography id="mayor-name" component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
          {MayorName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {MayorTitle}
        </Typography>
        <Link href={MayorInfoUrl} target="_blank" rel="noopener noreferrer" variant="body2">
          {t('home.aboutMayor')} {t('common.opensInNewTab')}
        </Link>
      </CardContent>
    </Card>
  );
}
