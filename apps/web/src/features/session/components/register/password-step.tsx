import { CreateUserForEmunicipality, newPasswordSchema, passwordPolicyText } from '@ebelediye/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useId, useMemo } from 'react';
import { Controller, useForm, type Control, type FieldPath, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordField } from '../../../../components/password-field';
import { KvkkNotice } from '../../../../components/kvkk-notice';
import { PendingButton } from '../../../../components/pending-button';

const createShape = CreateUserForEmunicipality.input.shape;

export interface PasswordValues {
  password: string;
  passwordRepeat: string;
  kvkkAccepted: boolean;
  chkSMSInfo: boolean;
}

interface PasswordStepProps {
  /** The password chosen on the sign-up form, if the application started there. */
  signUpPassword: string | undefined;
  pending: boolean;
  onBack: () => void;
  /** Sends the application; resolves with a setter for the server's field errors. */
  onSubmit: (
    values: { password: string; passwordRepeat: string; chkSMSInfo: boolean },
    setError: UseFormSetError<PasswordValues>,
  ) => Promise<void>;
}

/** Step 4: password with the stated policy, the KVKK notice to accept, optional SMS consent; then the application goes. */
export function PasswordStep({ signUpPassword, pending, onBack, onSubmit }: PasswordStepProps) {
  const { t } = useTranslation();
  const kvkkId = useId();
  const schema = useMemo(
    () =>
      z
        .object({
          password: newPasswordSchema,
          passwordRepeat: z.string(),
          kvkkAccepted: z.boolean().pipe(createShape.kvkkAccepted),
          chkSMSInfo: z.boolean(),
        })
        .refine((values) => values.password === values.passwordRepeat, {
          message: t('session.register.passwordsDiffer'),
          path: ['passwordRepeat'],
        }),
    [t],
  );
  const { control, handleSubmit, setError } = useForm<PasswordValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: signUpPassword ?? '', passwordRepeat: '', kvkkAccepted: false, chkSMSInfo: false },
  });

  const submit = handleSubmit(({ password, passwordRepeat, chkSMSInfo }) =>
    onSubmit({ password, passwordRepeat, chkSMSInfo }, setError),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      {signUpPassword && <Alert severity="info">{t('session.register.passwordFromSignUp')}</Alert>}
      <PasswordField
        control={control}
        name="password"
        label={t('session.register.password')}
        hint={passwordPolicyText}
        autoComplete="new-password"
        required
      />
      <PasswordField
        control={control}
        name="passwordRepeat"
        label={t('session.register.passwordRepeat')}
        autoComplete="new-password"
        required
      />
      <KvkkNotice id={kvkkId} />
      <ConsentCheckbox control={control} name="kvkkAccepted" label={t('session.register.kvkkAccept')} required />
      <ConsentCheckbox control={control} name="chkSMSInfo" label={t('session.register.smsConsent')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <PendingButton variant="outlined" size="large" onClick={onBack} pending={pending}>
          {t('session.register.back')}
        </PendingButton>
        <PendingButton type="submit" variant="contained" size="large" pending={pending}>
          {pending ? t('session.register.submitting') : t('session.register.submit')}
        </PendingButton>
      </Box>
    </Stack>
  );
}

function ConsentCheckbox({
  control,
  name,
  label,
  describedBy,
  required,
}: {
  control: Control<PasswordValues>;
  name: FieldPath<PasswordValues>;
  label: string;
  describedBy?: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} required={required}>
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: { ref: field.ref, 'aria-describedby': describedBy, 'aria-invalid': Boolean(fieldState.error) },
                }}
              />
            }
            label={label}
          />
          {fieldState.error && <FormHelperText role="alert">{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
