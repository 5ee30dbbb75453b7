import { SendPasswordForMember, sessionMessages } from '@ebelediye/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useBusy, useErrorDialog, useToast } from '../../../components/feedback';
import { ApiError } from '../../../lib/errors';
import { useSendPasswordForMember } from '../api/send-password-for-member';
import { isCaptchaError, showFieldError } from '../../../lib/form-errors';
import { CaptchaField, useCaptcha } from '../../../components/captcha/captcha-field';
import { IdentityNoField } from './form-fields';
import { PhoneField } from '../../../components/masked-fields';
import { PendingButton } from '../../../components/pending-button';

const { ID, phone } = SendPasswordForMember.input.shape;
const schema = z.object({ ID, phone });

interface ForgotPasswordFormProps {
  homePath: string;
  /** The temporary password is on its way; SPEC §4 goes on to sign-in. */
  onSent: () => void;
}

/**
 * SPEC §2/§4 password reset: ID, phone with the mask (###) ### ## ##, ALTCHA; "Onay" sends a
 * temporary password by SMS when both match an account, "Anasayfa" goes home. While the call runs
 * the "Yükleniyor..." overlay covers the page.
 */
export function ForgotPasswordForm({ homePath, onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const { whileBusy } = useBusy();
  const { showError } = useErrorDialog();
  const toast = useToast();
  const captcha = useCaptcha();
  const sendPassword = useSendPasswordForMember();
  const { control, handleSubmit, setError } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { ID: '', phone: '' },
  });

  const submit = handleSubmit(async (values) => {
    const altcha = await captcha.solve();
    if (!altcha) return;
    try {
      await whileBusy(sendPassword.mutateAsync({ ...values, altcha }));
      toast(sessionMessages.passwordSent, 'info');
      onSent();
    } catch (error) {
      captcha.reset();
      if (isCaptchaError(error)) toast(sessionMessages.captchaRequired, 'warning');
      else if (error instanceof ApiError && error.code === 'not_found') toast(error.Message, 'warning');
      else if (!showFieldError(error, setError, ['ID', 'phone'])) showError(error);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <IdentityNoField
        control={control}
        name="ID"
        label={t('session.fields.identityNo')}
        hint={t('session.fields.identityNoHint')}
        required
      />
      <PhoneField
        control={control}
        name="phone"
        label={t('session.fields.phone')}
        hint={t('session.fields.phoneHint')}
        required
      />
      <CaptchaField controller={captcha.controller} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PendingButton type="submit" variant="contained" size="large" fullWidth pending={sendPassword.isPending}>
          {t('session.forgotPassword.submit')}
        </PendingButton>
        <Button component={Link} to={homePath} variant="outlined" size="large" fullWidth>
          {t('session.forgotPassword.home')}
        </Button>
      </Stack>
    </Stack>
  );
}
