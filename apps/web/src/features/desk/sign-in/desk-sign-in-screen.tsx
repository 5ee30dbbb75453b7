import { StaffSignIn, StaffVerifyCode } from '@ebelediye/contract/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { AltchaField, type AltchaHandle } from '../../../components/captcha/altcha-field';
import { useErrorDialog } from '../../../components/feedback';
import { FormTextField } from '../../../components/form-text-field';
import { PageTitle } from '../../../components/page-title';
import { PendingButton } from '../../../components/pending-button';
import { showFieldError } from '../../../lib/form-errors';
import { SessionLayout } from '../../../components/session-layout';
import { useAppSettings } from '../../../lib/app-settings';
import { ApiError } from '../../../lib/errors';
import { staffSignIn } from '../api/staff-sign-in';
import { staffVerifyCode } from '../api/staff-verify-code';
import { deskBasePath, isDeskPath } from '../desk-paths';
import { useDeskTitle } from '../desk-title';
import { useStaffSessionActions } from '../staff-session';

const credentialsSchema = z.object({
  staffUserName: StaffSignIn.input.shape.staffUserName,
  password: StaffSignIn.input.shape.password,
});
const codeSchema = z.object({ code: StaffVerifyCode.input.shape.code });

function CredentialsStep({ onCodeSent }: { onCodeSent: (phoneMasked: string) => void }) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const settings = useAppSettings();
  const [refused, setRefused] = useState<string>();
  // Asked for by the server after a few wrong passwords for the account or from this address (decision 051).
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captchaError, setCaptchaError] = useState<string>();
  const captcha = useRef<AltchaHandle>(null);
  const signIn = useMutation({ mutationFn: staffSignIn, meta: { handlesOwnErrors: true } });
  const { control, handleSubmit, setError } = useForm<z.input<typeof credentialsSchema>>({
    resolver: zodResolver(credentialsSchema),
    mode: 'onTouched',
    defaultValues: { staffUserName: '', password: '' },
  });
  const send = async (values: z.input<typeof credentialsSchema>) => {
    setRefused(undefined);
    setCaptchaError(undefined);
    let altcha: string | undefined;
    if (needsCaptcha) {
      altcha = (await captcha.current?.solution()) ?? undefined;
      if (!altcha) {
        setCaptchaError(t('signIn.captchaMissing'));
        return;
      }
    }
    try {
      onCodeSent((await signIn.mutateAsync({ ...values, ...(altcha ? { altcha } : {}) })).phoneMasked);
    } catch (error) {
      if (error instanceof ApiError && error.field === 'altcha') {
        setNeedsCaptcha(true);
        if (error.code === 'unauthenticated') setRefused(error.Message);
        else setCaptchaError(error.Message);
      } else if (error instanceof ApiError && (error.code === 'unauthenticated' || error.code === 'too_many_requests'))
        setRefused(error.Message);
      else if (!showFieldError(error, setError, ['staffUserName', 'password'])) showError(error);
    } finally {
      // The server accepts a solution once.
      captcha.current?.reset();
    }
  };
  const submit = (event: FormEvent) => handleSubmit(send)(event);
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('signIn.heading')}>
      {refused && (
        <Alert severity="error" role="alert">
          {refused}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="staffUserName"
        label={t('signIn.userName')}
        autoComplete="username"
        required
      />
      <FormTextField
        control={control}
        name="password"
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      {needsCaptcha && (
        <AltchaField
          ref={captcha}
          challengeUrl={`${settings.Service.replace(/\/+$/, '')}/captcha/challenge`}
          label={t('signIn.captchaLabel')}
          hint={t('signIn.captchaHint')}
          error={captchaError}
        />
      )}
      <PendingButton type="submit" variant="contained" size="large" fullWidth pending={signIn.isPending}>
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </PendingButton>
    </Stack>
  );
}

function CodeStep({ phoneMasked, onStartOver }: { phoneMasked: string; onStartOver: () => void }) {
  const { t } = useTranslation('desk');
  const { showError } = useErrorDialog();
  const navigate = useNavigate();
  const location = useLocation();
  const { signedIn } = useStaffSessionActions();
  const [ended, setEnded] = useState<string>();
  const verify = useMutation({ mutationFn: staffVerifyCode, meta: { handlesOwnErrors: true } });
  const { control, handleSubmit, setError } = useForm<z.input<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const { staff } = await verify.mutateAsync(values);
      const returnTo = (location.state as { returnTo?: string } | null)?.returnTo;
      signedIn(staff);
      navigate(returnTo && isDeskPath(returnTo) ? returnTo : deskBasePath, { replace: true });
    } catch (error) {
      // Too many tries or an expired code end the pending sign-in: only starting over helps.
      if (
        error instanceof ApiError &&
        (error.code === 'too_many_requests' || /süresi doldu|Önce kullanıcı/.test(error.Message))
      )
        setEnded(error.Message);
      else if (!showFieldError(error, setError, ['code'])) showError(error);
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('signIn.heading')}>
      <Alert severity={ended ? 'error' : 'info'} role={ended ? 'alert' : 'status'}>
        {ended ?? t('signIn.codeSent', { phone: phoneMasked })}
      </Alert>
      {!ended && (
        <FormTextField
          control={control}
          name="code"
          label={t('signIn.code')}
          hint={t('signIn.codeHint')}
          autoComplete="one-time-code"
          autoFocus
          clean={(value) => value.replace(/\D/g, '').slice(0, 6)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
        />
      )}
      {!ended && (
        <PendingButton type="submit" variant="contained" size="large" fullWidth pending={verify.isPending}>
          {verify.isPending ? t('signIn.verifying') : t('signIn.verify')}
        </PendingButton>
      )}
      <Button variant={ended ? 'contained' : 'text'} onClick={onStartOver}>
        {t('signIn.startOver')}
      </Button>
    </Stack>
  );
}

/** /yonetim/giris: user name and password, then the SMS code (DESIGN "Staff desk"). No sign-up link. */
export default function DeskSignInScreen() {
  const { t } = useTranslation('desk');
  useDeskTitle('signIn');
  const [phoneMasked, setPhoneMasked] = useState<string>();
  return (
    <SessionLayout>
      <PageTitle>{t('signIn.heading')}</PageTitle>
      <Typography component="p" sx={{ mb: 3, color: 'text.secondary' }}>
        {t('signIn.intro')}
      </Typography>
      {phoneMasked ? (
        <CodeStep phoneMasked={phoneMasked} onStartOver={() => setPhoneMasked(undefined)} />
      ) : (
        <CredentialsStep onCodeSent={setPhoneMasked} />
      )}
    </SessionLayout>
  );
}
