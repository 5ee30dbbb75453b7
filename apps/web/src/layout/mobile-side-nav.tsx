import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AvailableMenu } from '../features/menus/use-available-menu';
import { layoutSizes } from './layout-settings';
import { MenuBody, SIDE_NAV_ID } from './side-nav';
import { useRegionTheme } from './themes/theme-preference';

interface MobileSideNavProps {
  menu: AvailableMenu;
  title: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Phones (< md): the same menu in a drawer opened from the top bar's menu button. Its own chunk (MUI's
 * Drawer and Modal), loaded when the drawer is first opened (app-layout.tsx).
 */
export default function MobileSideNav({ menu, title, open, onClose }: MobileSideNavProps) {
  const { t } = useTranslation();
  const sideNavTheme = useRegionTheme('sideNav');
  return (
    <ThemeProvider theme={sideNavTheme}>
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: `min(${layoutSizes.sideNavWidth}px, 85vw)`, backgroundImage: 'none' } } }}
      >
        <Box component="nav" id={SIDE_NAV_ID} aria-label={t('layout.mainMenu')} sx={{ color: 'text.primary' }}>
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 1, minHeight: layoutSizes.topBarHeight }}
          >
            <Typography component="p" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
              {title}
            </Typography>
            <IconButton onClick={onClose} aria-label={t('common.close')} color="inherit">
              <CloseIcon />
            </IconButton>
          </Box>
          <MenuBody menu={menu} compact={false} onNavigate={onClose} />
        </Box>
      </Drawer>
    </ThemeProvider>
  );
}
