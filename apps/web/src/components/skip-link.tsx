import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the page's main content (tabindex -1), e.g. when what had focus has gone. */
export function focusMainContent() {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/** Whether the person has pressed a key or pointed at anything since the app loaded. */
let personHasActed = false;
let listening = false;

function listenForFirstAction() {
  if (listening) return;
  listening = true;
  const acted = () => {
    personHasActed = true;
  };
  document.addEventListener('keydown', acted, { capture: true, once: true });
  document.addEventListener('pointerdown', acted, { capture: true, once: true });
}

/**
 * A layout appearing after the person did something (signed in, signed out, was sent to sign-in)
 * replaces the element they used, and focus would fall to the page body (WCAG 2.4.3): it goes to the
 * new main content instead. On a fresh page load nobody has acted yet, so focus stays put and the
 * first Tab still reaches the skip link.
 */
export function useFocusMainOnArrival() {
  useEffect(() => {
    listenForFirstAction();
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (focusLost && personHasActed) focusMainContent();
  }, []);
}

/** WCAG 2.4.1: the first thing a keyboard reaches; shown only when focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Move focus ourselves: the router would otherwise treat the fragment as a navigation.
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus({ preventScroll: true });
        // Its start, heading first, below the fixed top bar (scroll-padding, components/focus-clearance.tsx).
        main?.scrollIntoView({ block: 'start' });
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('layout.skipToContent')}
    </Link>
  );
}
