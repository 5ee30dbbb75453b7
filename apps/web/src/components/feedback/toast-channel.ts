// What the toast provider and its lazily loaded host share. Apart from both, so that the host's chunk
// does not import the provider that loads it.

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

export interface Toast {
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

/** Shows the toast now if the host is mounted; otherwise keeps it for the host and says false. */
export function sendToast(toast: Toast): boolean {
  if (showToast) {
    showToast(toast);
    return true;
  }
  waiting.push(toast);
  return false;
}
