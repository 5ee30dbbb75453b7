import { ChangePassword, passwordPolicyText } from '@ebelediye/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/feedback';
import { useChangePassword } from '../api/change-password';
import { showFieldError } from '../../../lib/form-errors';
import { PasswordField } from './form-fields';
import { PendingButton } from '../../../components/pending-button';

const schema = ChangePassword.input;
const fields = ['currentPassword', 'newPassword', 'newPasswordRepeat'] as const;

/** ChangePassword: current, new and repeated, with the stated policy; the contract's schema checks all three. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const changePassword = useChangePassword();
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', newPasswordRepeat: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
      reset();
      await onChanged();
    } catch (error) {
      if (!showFieldError(error, setError, fields)) showError(error);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <PasswordField control={control} name="currentPassword" label={t('session.changePassword.current')} required />
      <PasswordField
        control={control}
        name="newPassword"
        label={t('session.changePassword.new')}
        hint={passwordPolicyText}
        autoComplete="new-password"
        required
      />
      <PasswordField
        control={control}
        name="newPasswordRepeat"
        label={t('session.changePassword.repeat')}
        autoComplete="new-password"
        required
      />
      <PendingButton
        type="submit"
        variant="contained"
        size="large"
        pending={changePassword.isPending}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('session.changePassword.submit')}
      </PendingButton>
    </Stack>
  );
}
