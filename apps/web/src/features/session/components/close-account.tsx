import { CreateUserStatus } from '@ebelediye/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConfirm, useErrorDialog } from '../../../components/feedback';
import { useCloseAccount } from '../api/create-user-status';
import { showFieldError } from '../../../lib/form-errors';
import { PasswordField } from './form-fields';
import { PendingButton } from '../../../components/pending-button';

const schema = z.object({ password: CreateUserStatus.input.shape.password });

/** "Üyeliğimi kapat": CreateUserStatus with the password, after SPEC §8's "Bilgilendirme" question. */
export function CloseAccount({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { showError } = useErrorDialog();
  const closeAccount = useCloseAccount();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    if (!(await confirm(t('session.userUpdate.closeConfirm')))) return;
    try {
      await closeAccount.mutateAsync({ password });
      onClosed();
    } catch (error) {
      if (!showFieldError(error, setError, ['password'])) showError(error);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="close-account-title">
      <Typography id="close-account-title" variant="h6" component="h2">
        {t('session.userUpdate.closeTitle')}
      </Typography>
      <Typography>{t('session.userUpdate.closeIntro')}</Typography>
      <PasswordField control={control} name="password" label={t('session.userUpdate.closePassword')} required />
      <Box>
        <PendingButton type="submit" variant="outlined" color="error" size="large" pending={closeAccount.isPending}>
          {t('session.userUpdate.close')}
        </PendingButton>
      </Box>
    </Stack>
  );
}
