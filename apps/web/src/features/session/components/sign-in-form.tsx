import type { MemberInfo } from '@ebelediye/contract';
import { sessionMessages } from '@ebelediye/contract/session-messages';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog, useToast } from '../../../components/feedback';
import { useAppSettings } from '../../../lib/app-settings';
import { isCaptchaError, showFieldError } from '../../../lib/form-errors';
import { useSignIn } from '../sign-in';
import { CaptchaField, useCaptcha } from '../../../components/captcha/captcha-field';
import { IdentityNoField } from './form-fields';
import { PasswordField } from '../../../components/password-field';
import { PendingButton } from '../../../components/pending-button';

interface SignInValues {
  userName: string;
  password: string;
}

// The rules (zod and the contract's schemas, about 40 kB) load when the form is first used, not with
// the page: a focus in the form starts the load, the first check (a blur or the submit) awaits it.
const loadRules = () => import('./sign-in-schema');
const signInResolver: Resolver<SignInValues> = async (values, context, options) =>
  (await loadRules()).signInResolver(values, context, options);

/**
 * SPEC §2/§4 sign-in: ID (TCKN or VKN, checksum checked before any call), password, ALTCHA,
 * remember-me (always on). Shows SPEC §8's sentences; hands the signed-in member to `onSignedIn`.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (member: MemberInfo) => void }) {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const { showError } = useErrorDialog();
  const toast = useToast();
  const captcha = useCaptcha();
  const signIn = useSignIn();
  const rememberHintId = useId();
  const { control, handleSubmit, setError } = useForm<SignInValues>({
    resolver: signInResolver,
    mode: 'onTouched',
    defaultValues: { userName: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    const altcha = await captcha.solve();
    if (!altcha) return;
    try {
      onSignedIn(
        await signIn.mutateAsync({
          userName: values.userName,
          password: values.password,
          altcha,
          applicationName: settings.ApplicationName,
        }),
      );
    } catch (error) {
      // A solution counts once, whatever the answer; the next focus in the form solves a new one.
      captcha.reset();
      if (isCaptchaError(error)) toast(sessionMessages.captchaRequired, 'warning');
      else if (!showFieldError(error, setError, ['userName', 'password'])) showError(error);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadRules()}
      spacing={2.5}
      aria-label={t('session.signIn.heading')}
    >
      <IdentityNoField
        control={control}
        name="userName"
        label={t('session.fields.identityNo')}
        hint={t('session.fields.identityNoHint')}
        required
      />
      <PasswordField control={control} name="password" label={t('session.fields.password')} required />
      <CaptchaField controller={captcha.controller} />
      <div>
        {/* SPEC §2: remember-me is always on; shown so the person knows, not changeable. */}
        <FormControlLabel
          control={<Checkbox checked disabled slotProps={{ input: { 'aria-describedby': rememberHintId } }} />}
          label={t('session.signIn.rememberMe')}
        />
        <FormHelperText id={rememberHintId} sx={{ mt: 0 }}>
          {t('session.signIn.rememberMeHint')}
        </FormHelperText>
      </div>
      <PendingButton type="submit" variant="contained" size="large" fullWidth pending={signIn.isPending}>
        {signIn.isPending ? t('session.signIn.submitting') : t('session.signIn.submit')}
      </PendingButton>
    </Stack>
  );
}
