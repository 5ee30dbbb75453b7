import type { StaffInfo } from '@ebelediye/contract/staff';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase, Outlet, useLocation, useNavigate } from 'react-router';
import { useToast } from '../../components/feedback';
import { MAIN_CONTENT_ID, SkipLink, useFocusMainOnArrival } from '../../components/skip-link';
import { useAppSettings } from '../../lib/app-settings';
import { deskBasePath, deskSignInPath } from './desk-paths';
import { reachablePages } from './desk-pages';
import { useStaffSessionActions } from './staff-session';

const navWidth = 248;

function DeskNavigation({ staff, onNavigate }: { staff: StaffInfo; onNavigate?: () => void }) {
  const { t } = useTranslation('desk');
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('navigation')}>
      <List>
        {reachablePages(staff)
          .filter((page) => page.nav)
          .map((page) => {
            const to = page.path ? `${deskBasePath}/${page.path}` : deskBasePath;
            const current = page.path
              ? pathname === to || pathname.startsWith(`${to}/`)
              : pathname === to || pathname === `${to}/`;
            return (
              <ListItem key={page.path} disablePadding>
                <ListItemButton
                  component={RouterLinkBase}
                  to={to}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={{ '&.Mui-selected .MuiListItemText-primary': { fontWeight: 600 } }}
                >
                  <ListItemText primary={t(`pages.${page.title}`)} />
                </ListItemButton>
              </ListItem>
            );
          })}
      </List>
    </Box>
  );
}

/**
 * The desk's shell: a top bar (municipality, who is signed in, sign-out), the navigation list built
 * from desk-pages.ts (a drawer on phones) and the page. Nothing of the citizens' layout.
 */
export function DeskLayout({ staff }: { staff: StaffInfo }) {
  const { t } = useTranslation('desk');
  const settings = useAppSettings();
  const toast = useToast();
  const navigate = useNavigate();
  const { signOut } = useStaffSessionActions();
  const [menuOpen, setMenuOpen] = useState(false);
  useFocusMainOnArrival();

  const who = staff.unit
    ? t('signedInUnit', { name: staff.fullName, role: t(`roles.${staff.role}`), unit: staff.unit.name })
    : t('signedInAs', { name: staff.fullName, role: t(`roles.${staff.role}`) });

  const leave = async () => {
    await signOut();
    toast(t('signedOut'), 'info');
    navigate(deskSignInPath, { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="fixed" color="primary" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <Button
            color="inherit"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' }, minWidth: 0 }}
          >
            {t('menu')}
          </Button>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontSize: { xs: '1rem', sm: '1.25rem' } }} noWrap>
            {settings.MunicipalityName} · {t('name')}
          </Typography>
          <Typography component="p" variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {who}
          </Typography>
          <Button color="inherit" variant="outlined" onClick={() => void leave()}>
            {t('signOut')}
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: navWidth } }}
      >
        <Toolbar />
        <DeskNavigation staff={staff} onNavigate={() => setMenuOpen(false)} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: navWidth,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: navWidth, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <DeskNavigation staff={staff} />
        <Box sx={{ p: 2, mt: 'auto' }}>
          <Link href="/anasayfa" variant="body2">
            {t('backToPortal')}
          </Link>
        </Box>
      </Drawer>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        <Typography component="p" variant="body2" sx={{ display: { sm: 'none' }, mb: 1, color: 'text.secondary' }}>
          {who}
        </Typography>
        <Outlet />
      </Box>
    </Box>
  );
}
