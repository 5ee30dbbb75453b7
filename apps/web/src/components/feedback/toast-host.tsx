// notistack and the toasts' look, loaded with the first toast (toast-provider.tsx): no first load carries
// them.
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import {
  closeSnackbar,
  enqueueSnackbar,
  SnackbarContent,
  SnackbarProvider,
  type CustomContentProps,
  type VariantType,
} from 'notistack';
import { forwardRef, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { attachToastHost, TOASTS_BELOW_TOP_BAR, toastOptions, toastSettings } from './toast-channel';

/** notistack's own green, orange and blue fail 4.5:1 under white text; these pass (≥ 5:1). */
const toastColours: Record<VariantType, string> = {
  default: '#313131',
  success: '#1b5e20',
  error: '#b71c1c',
  warning: '#8a4b00',
  info: '#0d47a1',
};

/**
 * notistack's own content marks every toast role="alert", which interrupts a screen reader even for
 * "kaydedildi". Errors and warnings are alerts (assertive); success, info and the rest a status
 * (polite).
 */
const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, variant, action, style, className },
  ref,
) {
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <SnackbarContent ref={ref} role={urgent ? 'alert' : 'status'} style={style} className={className}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          width: '100%',
          minWidth: { sm: 288 },
          pl: 2,
          pr: 1,
          py: 0.75,
          borderRadius: 1,
          boxShadow: 6,
          bgcolor: toastColours[variant],
          color: '#ffffff',
          typography: 'body2',
        }}
      >
        <Box sx={{ flex: 1, py: 0.75 }}>{message}</Box>
        {typeof action === 'function' ? action(id) : action}
      </Box>
    </SnackbarContent>
  );
});

function CloseToastButton({ toastKey }: { toastKey: string | number }) {
  const { t } = useTranslation();
  return (
    <IconButton aria-label={t('common.close')} color="inherit" size="small" onClick={() => closeSnackbar(toastKey)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** The toasts' container; hands notistack to useToast while it is mounted. */
export default function ToastHost() {
  useEffect(() => {
    // At 360 px a toast still lies over the page's first lines. Escape closes every toast, so
    // whatever it covers shows again without moving focus (WCAG 2.4.11's understanding of "hidden").
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSnackbar();
    };
    document.addEventListener('keydown', onKeyDown);
    attachToastHost(({ message, variant }) => enqueueSnackbar(message, toastOptions(variant)));
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      attachToastHost(undefined);
    };
  }, []);
  return (
    <>
      {/* Top right, but under the top bar: the signed-in name and sign-out stay visible and clickable.
          Both shells' bars are at most 64 px high. The doubled class outranks notistack's own top. */}
      <GlobalStyles styles={{ [`.${TOASTS_BELOW_TOP_BAR}.${TOASTS_BELOW_TOP_BAR}`]: { top: 64 + 8 } }} />
      <SnackbarProvider
        {...toastSettings}
        classes={{ containerAnchorOriginTopRight: TOASTS_BELOW_TOP_BAR }}
        // A close button, so nobody has to wait five seconds or read against the clock.
        action={(key) => <CloseToastButton toastKey={key} />}
        Components={{
          default: ToastContent,
          success: ToastContent,
          error: ToastContent,
          warning: ToastContent,
          info: ToastContent,
        }}
      />
    </>
  );
}
