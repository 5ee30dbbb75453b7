import { CreateUserForEmunicipality, mobilePhoneSchema } from '@ebelediye/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../../../components/form-text-field';
import { PhoneField } from '../../../../components/masked-fields';
import { PhoneVerification, type VerifiedPhone } from '../../../../components/phone-verification';
import type { ContactDraft } from './register-draft';

const schema = z.object({
  userGsmNumber: mobilePhoneSchema,
  userEmail: CreateUserForEmunicipality.input.shape.userEmail,
});

interface ContactStepProps {
  defaultValues: { phoneText: string; email: string };
  verified: VerifiedPhone | null;
  onBack: () => void;
  onDone: (draft: ContactDraft) => void;
}

/** Step 2: e-mail and mobile phone, the phone proven with a code sent by SMS. */
export function ContactStep({ defaultValues, verified: verifiedBefore, onBack, onDone }: ContactStepProps) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<VerifiedPhone | null>(verifiedBefore);
  const { control, handleSubmit, setError, trigger } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { userGsmNumber: defaultValues.phoneText, userEmail: defaultValues.email },
  });
  const phoneText = useWatch({ control, name: 'userGsmNumber' });
  const phone = mobilePhoneSchema.safeParse(phoneText);

  const submit = handleSubmit((values) => {
    if (!verified || verified.phone !== values.userGsmNumber) {
      setError(
        'userGsmNumber',
        { type: 'verify', message: t('session.register.phoneNotVerified') },
        { shouldFocus: true },
      );
      return;
    }
    onDone({ phoneText, email: values.userEmail, verified });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography>{t('session.register.contactIntro')}</Typography>
      <FormTextField
        control={control}
        name="userEmail"
        label={t('session.fields.email')}
        type="email"
        autoComplete="email"
        required
      />
      <PhoneField
        control={control}
        name="userGsmNumber"
        label={t('session.fields.phone')}
        hint={t('session.fields.phoneHint')}
        required
        sx={{ maxWidth: { sm: 320 } }}
      />
      <PhoneVerification
        purpose="register"
        phone={phone.success ? phone.data : null}
        verified={verified}
        onVerified={setVerified}
        onPhoneError={(message) => {
          if (message) setError('userGsmNumber', { type: 'server', message }, { shouldFocus: true });
          else void trigger('userGsmNumber', { shouldFocus: true });
        }}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="large" onClick={onBack}>
          {t('session.register.back')}
        </Button>
        <Button type="submit" variant="contained" size="large">
          {t('session.register.next')}
        </Button>
      </Box>
    </Stack>
  );
}
