import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { themeIcons } from './theme-icons';
import { themePreferences, type ThemePreference } from './themes/theme-preference';

/** The theme menu's list (theme-menu.tsx loads it the first time the button is pressed). */
export default function ThemeChoices({
  id,
  anchor,
  preference,
  onChoose,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  preference: ThemePreference;
  onChoose(next: ThemePreference): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('layout.theme.menu') } }}
    >
      {themePreferences.map((option) => {
        const Icon = themeIcons[option];
        return (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === preference}
            selected={option === preference}
            onClick={() => onChoose(option)}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(`layout.theme.${option}`)}</ListItemText>
            {option === preference && <CheckIcon fontSize="small" sx={{ ml: 2 }} aria-hidden />}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
