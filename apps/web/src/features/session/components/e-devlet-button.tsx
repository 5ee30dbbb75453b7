import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../lib/app-settings';
import { useEDevletRedirect } from '../api/get-e-devlet-authorization-url';

/** SPEC §2: sign in through e-Devlet Kapısı; disabled when the municipality has it switched off. */
export function EDevletButton() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const redirect = useEDevletRedirect();
  const hintId = useId();
  const disabled = settings.IsEDevletLoginDisable;
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="large"
        fullWidth
        disabled={disabled || redirect.isPending || redirect.isSuccess}
        onClick={() => redirect.mutate()}
        aria-describedby={disabled ? hintId : undefined}
        sx={{ fontWeight: 700 }}
      >
        {redirect.isPending || redirect.isSuccess ? t('session.eDevlet.redirecting') : t('session.signIn.eDevlet')}
      </Button>
      {disabled && <FormHelperText id={hintId}>{t('session.signIn.eDevletDisabled')}</FormHelperText>}
    </>
  );
}
