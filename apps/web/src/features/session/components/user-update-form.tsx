import {
  UpdateUserForEMunicipality,
  newPasswordSchema,
  passwordPolicyText,
  sessionMessages,
  type MemberInfo,
} from '@ebelediye/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorDialog } from '../../../components/feedback';
import { useUpdateUser } from '../api/update-user-for-e-municipality';
import { fieldOfError, showFieldError } from '../../../lib/form-errors';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';
import { PhoneField } from '../../../components/masked-fields';
import { PhoneVerification, type VerifiedPhone } from '../../../components/phone-verification';
import { PendingButton } from '../../../components/pending-button';

const shape = UpdateUserForEMunicipality.input.shape;

/**
 * Whether a typed number is surely not the registered one, judged by what its mask shows:
 * "(532) *** ** 33" keeps the first three and the last two digits.
 */
export function differsFromMasked(phone: string, masked: string | null): boolean {
  const shown = masked?.match(/^\((\d{3})\) \*{3} \*{2} (\d{2})$/);
  if (!shown) return false;
  return !phone.startsWith(shown[1]) || !phone.endsWith(shown[2]);
}

/**
 * UpdateUserForEMunicipality: e-mail, mobile phone, SMS consent and optionally a new password, all
 * confirmed with the current password. A new phone number is proven with an SMS code first.
 */
export function UserUpdateForm({ member, onUpdated }: { member: MemberInfo; onUpdated: (member: MemberInfo) => void }) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const updateUser = useUpdateUser();
  const [verified, setVerified] = useState<VerifiedPhone | null>(null);
  const [serverWantsCode, setServerWantsCode] = useState(false);

  const schema = useMemo(
    () =>
      z
        .object({
          email: shape.email,
          gsmNumber: shape.gsmNumber,
          chkSMSInfo: z.boolean(),
          newPassword: z.union([z.literal(''), newPasswordSchema]),
          newPasswordRepeat: z.string(),
          password: shape.password,
        })
        .refine((values) => values.newPassword === values.newPasswordRepeat, {
          message: sessionMessages.passwordsDiffer,
          path: ['newPasswordRepeat'],
        }),
    [],
  );
  const { control, handleSubmit, setError, trigger, reset } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      email: member.email ?? '',
      gsmNumber: '',
      chkSMSInfo: member.smsConsent,
      newPassword: '',
      newPasswordRepeat: '',
      password: '',
    },
  });
  const phoneText = useWatch({ control, name: 'gsmNumber' });
  const phone = shape.gsmNumber.safeParse(phoneText);
  const phoneDigits = phone.success ? phone.data : null;
  const needsCode = phoneDigits !== null && (serverWantsCode || differsFromMasked(phoneDigits, member.phoneMasked));

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await updateUser.mutateAsync({
        email: values.email,
        gsmNumber: values.gsmNumber,
        chkSMSInfo: values.chkSMSInfo,
        password: values.password,
        newPassword: values.newPassword === '' ? undefined : values.newPassword,
        validationKey: verified?.phone === values.gsmNumber ? verified.reference : undefined,
      });
      // Saved: the form starts over from what was saved (a fresh form, not a submitted one that
      // would flag the emptied phone field as missing).
      reset({
        email: values.email,
        chkSMSInfo: values.chkSMSInfo,
        gsmNumber: '',
        newPassword: '',
        newPasswordRepeat: '',
        password: '',
      });
      setVerified(null);
      setServerWantsCode(false);
      onUpdated(answer.member);
    } catch (error) {
      if (fieldOfError(error, ['validationKey'])) {
        // The number is new to the server: prove it with a code, then save again.
        setServerWantsCode(true);
        setError('gsmNumber', { type: 'server', message: t('session.userUpdate.phoneChanged') }, { shouldFocus: true });
      } else if (!showFieldError(error, setError, ['email', 'gsmNumber', 'password', 'newPassword'])) {
        showError(error);
      }
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('session.userUpdate.name')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{`${member.name} ${member.surname}`.trim()}</Typography>
      </Box>
      <FormTextField
        control={control}
        name="email"
        label={t('session.fields.email')}
        type="email"
        autoComplete="email"
        required
      />
      <PhoneField
        control={control}
        name="gsmNumber"
        label={t('session.fields.phone')}
        hint={
          member.phoneMasked
            ? t('session.userUpdate.phoneCurrent', { phone: member.phoneMasked })
            : t('session.fields.phoneHint')
        }
        required
        sx={{ maxWidth: { sm: 360 } }}
      />
      {needsCode && (
        <PhoneVerification
          purpose="phone_change"
          phone={phoneDigits}
          verified={verified}
          onVerified={setVerified}
          onPhoneError={(message) => {
            if (message) setError('gsmNumber', { type: 'server', message }, { shouldFocus: true });
            else void trigger('gsmNumber', { shouldFocus: true });
          }}
        />
      )}
      <Controller
        control={control}
        name="chkSMSInfo"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label={t('session.userUpdate.smsConsent')}
          />
        )}
      />
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
          {t('session.userUpdate.newPasswordSection')}
        </Typography>
        <Stack spacing={2}>
          <PasswordField
            control={control}
            name="newPassword"
            label={t('session.userUpdate.newPassword')}
            hint={passwordPolicyText}
            autoComplete="new-password"
          />
          <PasswordField
            control={control}
            name="newPasswordRepeat"
            label={t('session.userUpdate.newPasswordRepeat')}
            autoComplete="new-password"
          />
        </Stack>
      </Box>
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
          {t('session.userUpdate.confirmSection')}
        </Typography>
        <PasswordField control={control} name="password" label={t('session.userUpdate.currentPassword')} required />
      </Box>
      <Box>
        <PendingButton type="submit" variant="contained" size="large" pending={updateUser.isPending}>
          {t('session.userUpdate.submit')}
        </PendingButton>
      </Box>
    </Stack>
  );
}
