import { newPasswordSchema, passwordPolicyText, taxIdentitySchema } from '@ebelediye/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorDialog } from '../../../components/feedback';
import { useValidateRegistries } from '../api/validate-registries';
import { keepSignUpDraft, readSignUpDraft } from '../sign-up-draft';
import { FormTextField } from '../../../components/form-text-field';
import { IdentityNoField } from './form-fields';
import { PasswordField } from '../../../components/password-field';
import { PendingButton } from '../../../components/pending-button';

interface SignUpFormProps {
  /** Shown instead of going on when the ID already has an account. */
  memberExists: ReactNode;
  /** The values are kept (in memory only); continue to the application. */
  onDone: () => void;
}

/** SPEC §2/§3/§5 sign-up: username (the ID), e-mail, password, agreement; then the full application. */
export function SignUpForm({ memberExists, onDone }: SignUpFormProps) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const validateRegistries = useValidateRegistries();
  const [existing, setExisting] = useState(false);
  const termsId = useId();

  // SPEC §5's sentences: "Bu alan zorunludur", "E-posta geçerli değil".
  const schema = useMemo(() => {
    const required = t('session.fields.required');
    return z.object({
      username: z.string().trim().min(1, required).pipe(taxIdentitySchema),
      email: z
        .string()
        .trim()
        .min(1, required)
        .pipe(z.email(t('session.signUp.emailInvalid'))),
      password: z.string().min(1, required).pipe(newPasswordSchema),
      agreement: z.boolean().refine((accepted) => accepted, t('session.signUp.agreementRequired')),
    });
  }, [t]);
  type Values = z.input<typeof schema>;

  const draft = readSignUpDraft();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      username: draft?.username ?? '',
      email: draft?.email ?? '',
      password: draft?.password ?? '',
      agreement: false,
    },
  });

  const submit = handleSubmit(async ({ username, email, password }) => {
    setExisting(false);
    try {
      const { memberExists: exists } = await validateRegistries.mutateAsync({ ID: username });
      if (exists) {
        setExisting(true);
        return;
      }
      keepSignUpDraft({ username, email, password });
      onDone();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      {existing && memberExists}
      <IdentityNoField
        control={control}
        name="username"
        label={t('session.signUp.username')}
        hint={t('session.fields.identityNoHint')}
        required
      />
      <FormTextField
        control={control}
        name="email"
        label={t('session.fields.email')}
        type="email"
        autoComplete="email"
        required
      />
      <PasswordField
        control={control}
        name="password"
        label={t('session.fields.password')}
        hint={passwordPolicyText}
        autoComplete="new-password"
        required
      />
      <Box id={termsId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
        <Typography variant="subtitle2" component="h2">
          {t('session.signUp.terms')}
        </Typography>
        <Typography variant="body2">{t('session.signUp.termsText')}</Typography>
      </Box>
      <Controller
        control={control}
        name="agreement"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{
                    input: { ref: field.ref, 'aria-describedby': termsId, 'aria-invalid': Boolean(fieldState.error) },
                  }}
                />
              }
              label={t('session.signUp.agreement')}
            />
            {fieldState.error && <FormHelperText role="alert">{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <PendingButton type="submit" variant="contained" size="large" fullWidth pending={validateRegistries.isPending}>
        {t('session.signUp.submit')}
      </PendingButton>
    </Stack>
  );
}
