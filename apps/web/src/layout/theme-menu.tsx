import IconButton from '@mui/material/IconButton';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOr } from '../lib/lazy-or';
import { themeIcons } from './theme-icons';
import { useThemePreference, type ThemePreference } from './themes/theme-preference';

// The menu itself (MUI Menu and its transitions) loads the first time it is opened, not with every page.
const ThemeChoices = lazyOr(
  () => import('./theme-choices'),
  () => null,
);

/** The top bar's theme choice: light, dark or as the device says; the button names the current one. */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { preference, setPreference } = useThemePreference();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const menuId = useId();
  const CurrentIcon = themeIcons[preference];
  const choose = (next: ThemePreference) => {
    setPreference(next);
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        onClick={(event) => {
          setEverOpened(true);
          setAnchor(event.currentTarget);
        }}
        aria-label={t('layout.theme.button', { current: t(`layout.theme.${preference}`) })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        color="inherit"
      >
        <CurrentIcon />
      </IconButton>
      {everOpened && (
        <Suspense fallback={null}>
          <ThemeChoices
            id={menuId}
            anchor={anchor}
            preference={preference}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
