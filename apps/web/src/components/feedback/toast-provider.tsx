import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { lazyOr } from '../../lib/lazy-or';
import { sendToast, type ToastVariant } from './toast-channel';

export { TOASTS_BELOW_TOP_BAR, toastOptions, toastSettings, type ToastVariant } from './toast-channel';

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
      if (!sendToast({ message, variant })) want();
    },
    [want],
  );
}
