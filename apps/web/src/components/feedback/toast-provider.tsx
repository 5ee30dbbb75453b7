import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { closeSnackbar, MaterialDesignContent, SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §9: at most three toasts, top right, hidden after 5000 ms. */
export const toastSettings = {
  maxSnack: 3,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  autoHideDuration: 5000,
} as const;

/** notistack's own green, orange and blue fail 4.5:1 under white text; these pass (≥ 5:1). */
const AccessibleToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-default': { backgroundColor: '#313131', color: '#ffffff' },
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20', color: '#ffffff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c', color: '#ffffff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00', color: '#ffffff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1', color: '#ffffff' },
});

function CloseToastButton({ toastKey }: { toastKey: string | number }) {
  const { t } = useTranslation();
  return (
    <IconButton aria-label={t('common.close')} color="inherit" size="small" onClick={() => closeSnackbar(toastKey)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      {...toastSettings}
      // A close button, so nobody has to wait five seconds or read against the clock.
      action={(key) => <CloseToastButton toastKey={key} />}
      Components={{ default: AccessibleToast, success: AccessibleToast, error: AccessibleToast, warning: AccessibleToast, info: AccessibleToast }}
    >
      {children}
    </SnackbarProvider>
  );
}

export type ToastVariant = VariantType;

/** SPEC §4 toasts: success, warning, info, error or default. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback((message: string, variant: ToastVariant = 'default') => enqueueSnackbar(message, { variant }), [enqueueSnackbar]);
}
