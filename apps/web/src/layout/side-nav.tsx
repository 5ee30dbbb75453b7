import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavMenu } from '../features/menus/components/nav-menu';
import type { AvailableMenu } from '../features/menus/use-available-menu';
import { layoutSizes, sideNavWidth, type SideNavMode } from './layout-settings';
import { useRegionTheme } from './themes/theme-preference';

export const SIDE_NAV_ID = 'side-nav';

interface SideNavProps {
  menu: AvailableMenu;
  mode: SideNavMode;
  onToggleCompact: () => void;
  onExpand: () => void;
}

/** Desktop side navigation, fixed under the top bar: full, compact (icons only) or closed. */
export function SideNav({ menu, mode, onToggleCompact, onExpand }: SideNavProps) {
  const { t } = useTranslation();
  const sideNavTheme = useRegionTheme('sideNav');
  const compact = mode === 'compact';
  return (
    <ThemeProvider theme={sideNavTheme}>
      <Box
        component="nav"
        id={SIDE_NAV_ID}
        aria-label={t('layout.mainMenu')}
        sx={{
          position: 'fixed',
          top: layoutSizes.topBarHeight,
          bottom: 0,
          left: 0,
          width: sideNavWidth(mode),
          // Closed means gone, for the keyboard and screen readers too.
          display: mode === 'closed' ? 'none' : 'flex',
          flexDirection: 'column',
          bgcolor: 'background.paper',
          color: 'text.primary',
          overflowX: 'hidden',
          overflowY: 'auto',
          transition: (theme) => theme.transitions.create('width'),
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: compact ? 'center' : 'flex-end', px: 1, pt: 1 }}>
          <IconButton
            onClick={onToggleCompact}
            aria-label={compact ? t('layout.expandMenu') : t('layout.compactMenu')}
            color="inherit"
          >
            {compact ? <KeyboardDoubleArrowRightIcon /> : <KeyboardDoubleArrowLeftIcon />}
          </IconButton>
        </Box>
        <MenuBody menu={menu} compact={compact} onExpandRequest={onExpand} />
      </Box>
    </ThemeProvider>
  );
}

interface MenuBodyProps {
  menu: AvailableMenu;
  compact: boolean;
  onExpandRequest?: () => void;
  onNavigate?: () => void;
}

export function MenuBody({ menu, compact, onExpandRequest, onNavigate }: MenuBodyProps) {
  const { t } = useTranslation();
  if (menu.isPending) {
    return (
      <Box aria-busy="true" sx={{ px: 2, py: 1 }}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={44} />
        ))}
      </Box>
    );
  }
  if (menu.isError) {
    return (
      <Box sx={{ p: 2, display: compact ? 'none' : 'block' }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('menu.loadFailed')}
        </Typography>
        <Button variant="outlined" color="inherit" size="small" onClick={menu.retry}>
          {t('common.retry')}
        </Button>
      </Box>
    );
  }
  return <NavMenu items={menu.items} compact={compact} onExpandRequest={onExpandRequest} onNavigate={onNavigate} />;
}
