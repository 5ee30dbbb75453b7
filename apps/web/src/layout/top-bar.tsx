import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useErrorDialog } from '../components/feedback';
import { floatingNotAllowed } from '../components/focus-clearance';
import { focusMainContent } from '../components/skip-link';
import type { MenuEntry } from '../features/menus/filter-menu';
import { LazyMenuSearch as MenuSearch } from '../features/menus/components/lazy-menu-search';
import { useAuth } from '../lib/auth/auth-provider';
import { useAppSettings } from '../lib/app-settings';
import { lazyOr } from '../lib/lazy-or';
import { useHasBeenTrue } from '../lib/use-has-been-true';
import { layoutSizes } from './layout-settings';
import { SIDE_NAV_ID } from './side-nav';
import { ThemeMenu } from './theme-menu';
import { useRegionTheme } from './themes/theme-preference';

// On a phone the search opens in a dialog (MUI's Dialog and Modal), loaded on first opening.
const SearchDialog = lazyOr(
  () => import('./search-dialog'),
  () => null,
);

interface TopBarProps {
  searchEntries: MenuEntry[];
  menuOpen: boolean;
  onMenuClick: () => void;
  homePath: string;
  signInPath: string;
}

/** SPEC §2 top bar: fixed, 64 px, theme whitePurple; menu button, municipality, search, account. */
export function TopBar({ searchEntries, menuOpen, onMenuClick, homePath, signInPath }: TopBarProps) {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const topBarTheme = useRegionTheme('topBar');
  return (
    <ThemeProvider theme={topBarTheme}>
      <AppBar
        component="header"
        position="fixed"
        elevation={1}
        // On a short window the bar scrolls away with the page instead of covering a third of it.
        sx={{
          height: layoutSizes.topBarHeight,
          bgcolor: 'background.paper',
          color: 'text.primary',
          [floatingNotAllowed]: { position: 'absolute' },
        }}
      >
        <Toolbar
          sx={{ minHeight: `${layoutSizes.topBarHeight}px !important`, gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}
        >
          <IconButton
            onClick={onMenuClick}
            aria-label={t('layout.mainMenu')}
            aria-expanded={menuOpen}
            aria-controls={SIDE_NAV_ID}
            color="inherit"
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            to={homePath}
            underline="hover"
            color="inherit"
            variant="h6"
            noWrap
            sx={{ minWidth: 0, flexShrink: 1, fontWeight: 600, fontSize: { xs: '1rem', sm: '1.25rem' } }}
          >
            {settings.MunicipalityName}
          </Link>
          {settings.DemoMode && (
            // Dark amber under white text: 6.8:1.
            <Chip
              label={t('layout.demo')}
              size="small"
              sx={{ bgcolor: '#8a4b00', color: '#ffffff', fontWeight: 700, flexShrink: 0 }}
            />
          )}
          <Box sx={{ flexGrow: 1 }} />
          <TopBarSearch entries={searchEntries} />
          <ThemeMenu />
          <AccountButton homePath={homePath} signInPath={signInPath} />
        </Toolbar>
      </AppBar>
    </ThemeProvider>
  );
}

/** A search box from sm up; on a phone a button that opens it in a dialog, so the bar never overflows. */
function TopBarSearch({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialogWanted = useHasBeenTrue(dialogOpen);
  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, width: { sm: 240, md: 320 } }}>
        <MenuSearch entries={entries} />
      </Box>
      <IconButton
        onClick={() => setDialogOpen(true)}
        aria-label={t('search.open')}
        color="inherit"
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      {dialogWanted && (
        <Suspense fallback={null}>
          <SearchDialog entries={entries} open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function AccountButton({ homePath, signInPath }: { homePath: string; signInPath: string }) {
  const { t } = useTranslation();
  const { isAuthenticated, isInitialised, user, logout } = useAuth();
  const { showError } = useErrorDialog();
  const navigate = useNavigate();

  // A member's screen rendered before the member is known (decision 048): the space of a phone's
  // sign-out button, filled once the member is read, so nothing in the bar moves.
  if (!isInitialised) return <Box aria-hidden sx={{ width: 40, height: 40, flexShrink: 0 }} />;
  if (!isAuthenticated) {
    return (
      <>
        <Button
          component={RouterLink}
          to={signInPath}
          variant="contained"
          startIcon={<LoginIcon />}
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0 }}
        >
          {t('layout.signIn')}
        </Button>
        <IconButton
          component={RouterLink}
          to={signInPath}
          aria-label={t('layout.signIn')}
          color="primary"
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <LoginIcon />
        </IconButton>
      </>
    );
  }

  const signOut = () =>
    logout().then(
      async () => {
        await navigate(homePath);
        // The sign-out button is gone; on the home page already, no navigation moved focus either.
        focusMainContent();
      },
      (error: unknown) => showError(error),
    );
  const name = user ? `${user.name} ${user.surname}` : '';
  return (
    <>
      <Typography variant="body2" noWrap sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 180 }}>
        {name}
      </Typography>
      <Button
        onClick={signOut}
        variant="outlined"
        startIcon={<LogoutIcon />}
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0 }}
      >
        {t('layout.signOut')}
      </Button>
      <IconButton
        onClick={signOut}
        aria-label={t('layout.signOut')}
        color="primary"
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <LogoutIcon />
      </IconButton>
    </>
  );
}
