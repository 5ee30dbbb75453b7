import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { lazyOr } from '../../lib/lazy-or';

/** SPEC §9: at most three toasts, top right, hidden after 5000 ms. */
export const toastSettings = {
  maxSnack: 3,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  autoHideDuration: 5000,
} as const;

/** The class that puts the toasts' container below the top bar instead of over it. */
export const TOASTS_BELOW_TOP_BAR = 'toasts-below-top-bar';

export type ToastVariant = 'default' | 'error' | 'success' | 'warning' | 'info';

/** An error stays until it is closed: nobody should have to read it against the clock. */
export function toastOptions(variant: ToastVariant) {
  return { variant, persist: variant === 'error' };
}

interface Toast {
  message: string;
  variant: ToastVariant;
}

/** Set while the host (toast-host.tsx, notistack) is mounted. */
let showToast: ((toast: Toast) => void) | undefined;
/** Toasts asked for while the host's code was loading; it shows them when it mounts. */
const waiting: Toast[] = [];

export function attachToastHost(show: ((toast: Toast) => void) | undefined): void {
  showToast = show;
  if (show) for (const toast of waiting.splice(0)) show(toast);
}

// Without its code (offline, or replaced by a new release) a toast is not shown; the page goes on.
const ToastHost = lazyOr(
  () => import('./toast-host'),
  () => null,
);
const RequestHost = createContext<() => void>(() => {});

/**
 * SPEC §4's toasts. notistack and the toasts' look load with the first toast, not with the page: most
 * visits show none, and the library (with its own CSS-in-JS) was 7 kB gzip of every first load.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  return (
    <RequestHost.Provider value={want}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </RequestHost.Provider>
  );
}

/** SPEC §4 toasts: success, warning, info, error or default. */
export function useToast() {
  const want = useContext(RequestHost);
  return useCallback(
    (message: string, variant: ToastVariant = 'default') => {
      const toast = { message, variant };
      if (showToast) return showToast(toast);
      waiting.push(toast);
      want();
    },
    [want],
  );
}
