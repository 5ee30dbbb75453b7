import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button';
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
      <PendingButton
        variant="outlined"
        color="error"
        size="large"
        fullWidth
        disabled={disabled}
        pending={redirect.isPending || redirect.isSuccess}
        onClick={() => redirect.mutate()}
        aria-describedby={disabled ? hintId : undefined}
        sx={{ fontWeight: 700 }}
      >
        {redirect.isPending || redirect.isSuccess ? t('session.eDevlet.redirecting') : t('session.signIn.eDevlet')}
      </PendingButton>
      {disabled && <FormHelperText id={hintId}>{t('session.signIn.eDevletDisabled')}</FormHelperText>}
    </>
  );
}
