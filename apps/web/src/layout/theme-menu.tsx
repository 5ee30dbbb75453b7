import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { themePreferences, useThemePreference, type ThemePreference } from './themes/theme-preference';

const icons: Record<ThemePreference, typeof LightModeIcon> = { light: LightModeIcon, dark: DarkModeIcon, system: SettingsBrightnessIcon };

/** The top bar's theme choice: light, dark or as the device says; the button names the current one. */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { preference, setPreference } = useThemePreference();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const CurrentIcon = icons[preference];
  const choose = (next: ThemePreference) => {
    setPreference(next);
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('layout.theme.button', { current: t(`layout.theme.${preference}`) })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        color="inherit"
      >
        <CurrentIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': t('layout.theme.menu') } }}>
        {themePreferences.map((option) => {
          const Icon = icons[option];
          return (
            <MenuItem key={option} role="menuitemradio" aria-checked={option === preference} selected={option === preference} onClick={() => choose(option)}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`layout.theme.${option}`)}</ListItemText>
              {option === preference && <CheckIcon fontSize="small" sx={{ ml: 2 }} aria-hidden />}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
