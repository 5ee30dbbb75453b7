import { ChangePassword, passwordPolicyText } from '@ebelediye/contract/session';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showFieldError } from '../lib/form-errors';
import { useErrorDialog } from './feedback';
import { PasswordField } from './password-field';
import { PendingButton } from './pending-button';

const schema = ChangePassword.input;
const fields = ['currentPassword', 'newPassword', 'newPasswordRepeat'] as const;
export type PasswordChange = z.output<typeof schema>;

/**
 * Current, new and repeated password with the stated policy; the contract's one schema checks all
 * three for a citizen's ChangePassword and a staff member's ChangeStaffPassword alike. `change` sends
 * it; a refusal naming a field is shown under that field.
 */
export function ChangePasswordForm({
  change,
  pending,
  onChanged,
}: {
  change: (values: PasswordChange) => Promise<unknown>;
  pending: boolean;
  onChanged: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', newPasswordRepeat: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await change(values);
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
        pending={pending}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('session.changePassword.submit')}
      </PendingButton>
    </Stack>
  );
}
