import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { MenuEntry } from '../filter-menu';
import { MenuIcon } from '../menu-icon';

/** Menu links as large tiles, easy to hit with a thumb: the home page's services and the phone menu. */
export function MenuTiles({ entries }: { entries: MenuEntry[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))',
      }}
    >
      {entries.map((entry) => (
        <li key={entry.item.id}>
          <MenuTile entry={entry} />
        </li>
      ))}
    </Box>
  );
}

function MenuTile({ entry: { item, groupIcon } }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const external = item.kind === 'extLink';
  const linkProps = external
    ? ({ component: 'a', href: item.url, target: '_blank', rel: 'noopener noreferrer' } as const)
    : ({ component: Link, to: item.path ?? '' } as const);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        {...linkProps}
        sx={{
          height: '100%',
          minHeight: 112,
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          justifyContent: 'center',
          textAlign: 'center',
        }}
      >
        <MenuIcon name={item.icon ?? groupIcon} color="primary" sx={{ fontSize: 36 }} />
        <Typography component="span" variant="body1" sx={{ fontWeight: 500 }}>
          {item.label}
        </Typography>
        {item.badge && (
          <Typography
            component="span"
            variant="caption"
            sx={{
              px: 1,
              borderRadius: 1,
              bgcolor: `${item.badge.color}.main`,
              color: `${item.badge.color}.contrastText`,
            }}
          >
            {item.badge.text}
          </Typography>
        )}
        {external && (
          <Box component="span" sx={visuallyHidden}>
            {t('common.opensInNewTab')}
          </Box>
        )}
      </CardActionArea>
    </Card>
  );
}
