import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect, type FocusEvent, type RefObject } from 'react';

/**
 * WCAG 2.4.11 (focus not obscured): whatever gets focus is scrolled clear of what floats over the
 * page — the fixed top bar above, a sticky bar (the debt list's "Seçilen borçlar") and the demo
 * chat button below. The browser honours `scroll-padding` when it scrolls a focused element into
 * view, so these are reserved there. A sticky bar reports its height through a CSS variable.
 *
 * On a short window (a phone held sideways, 400 % zoom: 200 px high) nothing floats: the top bar
 * and sticky bars stay in the page's flow (`floatingAllowed`), so there is room left to read.
 */
const floatingMinHeight = 480;
export const floatingAllowed = `@media (min-height: ${floatingMinHeight}px)`;
export const floatingNotAllowed = `@media (max-height: ${floatingMinHeight - 0.02}px)`;

const STICKY_BOTTOM_VARIABLE = '--sticky-bottom-height';
/** Space around a focused control, so its focus ring shows too. */
const ringGap = 8;
/** The demo chat button: 56 px, 16 px from the bottom. */
const chatButtonClearance = 56 + 16;

/** Rendered by a layout with a fixed top bar of `topBarHeight` px. */
export function FocusClearance({ topBarHeight }: { topBarHeight: number }) {
  return (
    <GlobalStyles
      styles={{
        html: {
          scrollPaddingBottom: `${chatButtonClearance + ringGap}px`,
          [floatingAllowed]: {
            scrollPaddingTop: `${topBarHeight + ringGap}px`,
            scrollPaddingBottom: `max(calc(var(${STICKY_BOTTOM_VARIABLE}, 0px) + ${2 * ringGap}px), ${chatButtonClearance + ringGap}px)`,
          },
        },
      }}
    />
  );
}

/** A bar that sticks to the bottom of the window reserves its height while it is on screen. */
export function useStickyBottomClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(STICKY_BOTTOM_VARIABLE, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_BOTTOM_VARIABLE);
    };
  }, [ref]);
}

/**
 * `onFocus` of a focusable scroll region (a table that scrolls sideways, a long text): when the region
 * is taller than half the window (a reference table at 400 % zoom), the browser scrolls it only as far
 * as its "nearest" rule takes it, which can leave its start — caption and column heads — far above
 * the window. Its start is shown instead, below the top bar (scroll-padding applies).
 */
export function revealStartOnFocus(event: FocusEvent<HTMLElement>) {
  const region = event.currentTarget;
  if (event.target !== region) return;
  const rect = region.getBoundingClientRect();
  const reserved = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (rect.height > window.innerHeight / 2 && (rect.top < reserved || rect.top > window.innerHeight - 40))
    region.scrollIntoView({ block: 'start' });
}
