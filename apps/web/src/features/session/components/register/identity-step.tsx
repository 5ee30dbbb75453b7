import {
  CreateUserForEmunicipality,
  ValidateEMunicipalityUserForRegister,
  taxIdentitySchema,
} from '@ebelediye/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorDialog } from '../../../../components/feedback';
import { ApiError } from '../../../../lib/errors';
import { useValidateUserForRegister } from '../../api/validate-e-municipality-user-for-register';
import { isMemberExists } from '../../../../lib/form-errors';
import { FormTextField } from '../../../../components/form-text-field';
import { IdentityNoField } from '../form-fields';
import { DateField } from '../../../../components/masked-fields';
import type { IdentityDraft, IdentityValues } from './register-draft';
import { PendingButton } from '../../../../components/pending-button';

const registryTypes = ['G', 'Y', 'T'] as const;
const createShape = CreateUserForEmunicipality.input.shape;
const optionalNames = {
  fatherName: createShape.fatherName,
  motherName: createShape.motherName,
  placeOfBirth: createShape.placeOfBirth,
} as const;

export const emptyIdentity: IdentityValues = {
  registryType: 'G',
  userPidNo: '',
  userNameOrTitle: '',
  userSurname: '',
  birthDate: '',
  taxOfficeCode: '',
  fatherName: '',
  motherName: '',
  placeOfBirth: '',
  gender: '',
};

/** GG.AA.YYYY → its parts, when it is a real calendar day. */
export function parseBirthDate(text: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** The identity step's values as ValidateEMunicipalityUserForRegister and CreateUserForEmunicipality take them. */
export function identityInput(values: IdentityValues): IdentityDraft['input'] {
  const person = values.registryType !== 'T';
  const birth = person ? parseBirthDate(values.birthDate) : undefined;
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    registryType: values.registryType,
    userPidNo: values.userPidNo.trim(),
    userNameOrTitle: values.userNameOrTitle.trim(),
    userSurname: person ? values.userSurname.trim() : '',
    yearOfBirth: birth?.year,
    monthOfBirth: birth?.month,
    dayOfBirth: birth?.day,
    taxOfficeCode: person ? undefined : optional(values.taxOfficeCode),
    fatherName: person ? optional(values.fatherName) : undefined,
    motherName: person ? optional(values.motherName) : undefined,
    placeOfBirth: person ? optional(values.placeOfBirth) : undefined,
    gender: person && values.gender !== '' ? values.gender : undefined,
  };
}

/** Contract fields this step shows, by the form field that shows them. */
function formFieldOf(path: PropertyKey | undefined): keyof IdentityValues | undefined {
  if (path === 'yearOfBirth' || path === 'monthOfBirth' || path === 'dayOfBirth') return 'birthDate';
  return typeof path === 'string' && path in emptyIdentity ? (path as keyof IdentityValues) : undefined;
}

interface IdentityStepProps {
  defaultValues: IdentityValues;
  /** Shown when the ID already has an account. */
  memberExists: ReactNode;
  onDone: (draft: IdentityDraft) => void;
}

/**
 * Step 1: who is applying. Checked first in the browser with the contract's own rules, then by
 * ValidateEMunicipalityUserForRegister (no account yet; persons against the population register).
 */
export function IdentityStep({ defaultValues, memberExists, onDone }: IdentityStepProps) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const validate = useValidateUserForRegister();
  const [existing, setExisting] = useState(false);

  const schema = useMemo(
    () =>
      z
        .object({
          registryType: z.enum(registryTypes),
          userPidNo: z.string(),
          userNameOrTitle: z.string(),
          userSurname: z.string(),
          birthDate: z.string(),
          taxOfficeCode: z.string(),
          fatherName: z.string(),
          motherName: z.string(),
          placeOfBirth: z.string(),
          gender: z.enum(['', 'E', 'K']),
        })
        .superRefine((values, context) => {
          const person = values.registryType !== 'T';
          const idCheck = taxIdentitySchema.safeParse(values.userPidNo);
          if (!idCheck.success)
            context.addIssue({ code: 'custom', message: idCheck.error.issues[0].message, path: ['userPidNo'] });
          if (person && values.birthDate.trim() !== '') {
            const birth = parseBirthDate(values.birthDate);
            if (!birth)
              context.addIssue({
                code: 'custom',
                message: t('session.register.birthDateInvalid'),
                path: ['birthDate'],
              });
            else if (new Date(birth.year, birth.month - 1, birth.day) > new Date())
              context.addIssue({ code: 'custom', message: t('session.register.birthDateFuture'), path: ['birthDate'] });
          }
          // The server's own schema, so the browser says exactly what the server would.
          const parsed = ValidateEMunicipalityUserForRegister.input.safeParse(identityInput(values));
          for (const issue of parsed.error?.issues ?? []) {
            const field = formFieldOf(issue.path[0]);
            if (field && !(field === 'userPidNo' && !idCheck.success))
              context.addIssue({ code: 'custom', message: issue.message, path: [field] });
          }
          if (person) {
            for (const key of Object.keys(optionalNames) as (keyof typeof optionalNames)[]) {
              const value = values[key].trim();
              const check = value === '' ? undefined : optionalNames[key].safeParse(value);
              if (check && !check.success)
                context.addIssue({ code: 'custom', message: check.error.issues[0].message, path: [key] });
            }
          }
        }),
    [t],
  );

  const { control, handleSubmit, setError } = useForm<IdentityValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  const registryType = useWatch({ control, name: 'registryType' });
  const person = registryType !== 'T';
  const idLabel =
    registryType === 'G'
      ? t('session.register.tckn')
      : registryType === 'Y'
        ? t('session.register.foreignNo')
        : t('session.register.vkn');

  const submit = handleSubmit(async (values) => {
    setExisting(false);
    const input = identityInput(values);
    try {
      const { registryExists } = await validate.mutateAsync(input);
      onDone({ values, input, registryExists });
    } catch (error) {
      if (isMemberExists(error)) {
        setExisting(true);
        return;
      }
      const field = error instanceof ApiError && error.code === 'bad_input' ? formFieldOf(error.field) : undefined;
      if (field && error instanceof ApiError)
        setError(field, { type: 'server', message: error.Message }, { shouldFocus: true });
      else showError(error);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      {existing && memberExists}
      <Controller
        control={control}
        name="registryType"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="register-registry-type">{t('session.register.registryType')}</FormLabel>
            <RadioGroup
              aria-labelledby="register-registry-type"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {registryTypes.map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={<Radio />}
                  label={t(`session.register.registryTypes.${type}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <IdentityNoField control={control} name="userPidNo" label={idLabel} maxDigits={person ? 11 : 10} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="userNameOrTitle"
          label={person ? t('session.register.name') : t('session.register.title')}
          autoComplete={person ? 'given-name' : 'organization'}
          required
        />
        {person && (
          <FormTextField
            control={control}
            name="userSurname"
            label={t('session.register.surname')}
            autoComplete="family-name"
            required
          />
        )}
      </Stack>
      {person ? (
        <DateField
          control={control}
          name="birthDate"
          label={t('session.register.birthDate')}
          hint={t('session.register.birthDateHint')}
          autoComplete="bday"
          required
          sx={{ maxWidth: { sm: 280 } }}
        />
      ) : (
        <FormTextField
          control={control}
          name="taxOfficeCode"
          label={t('session.register.taxOffice')}
          required
          sx={{ maxWidth: { sm: 280 } }}
        />
      )}
      {person && (
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {t('session.register.optional')}
          </Typography>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="fatherName" label={t('session.register.fatherName')} />
              <FormTextField control={control} name="motherName" label={t('session.register.motherName')} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="placeOfBirth" label={t('session.register.placeOfBirth')} />
              <Controller
                control={control}
                name="gender"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('session.register.gender')}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  >
                    <option value="">{t('session.register.genders.none')}</option>
                    <option value="E">{t('session.register.genders.E')}</option>
                    <option value="K">{t('session.register.genders.K')}</option>
                  </TextField>
                )}
              />
            </Stack>
          </Stack>
        </Box>
      )}
      <Box>
        <PendingButton type="submit" variant="contained" size="large" pending={validate.isPending}>
          {t('session.register.next')}
        </PendingButton>
      </Box>
    </Stack>
  );
}
