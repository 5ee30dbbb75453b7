import { formatKurus, type OperationOutput, type Operations } from '@ebelediye/contract';
import { CreateMatrimonyFeeAccrual } from '@ebelediye/contract/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AltchaField, type AltchaHandle } from '../../../components/captcha/altcha-field';
import { FormDateField } from '../../../components/date-field';
import { useErrorDialog, useToast } from '../../../components/feedback';
import { turkishDate as formatDay } from '../../../components/public-table/current-year';
import { ApiError } from '../../../lib/errors';
import { useCreateMatrimonyFeeAccrual, type MatrimonyFeeInput } from '../api/create-matrimony-fee-accrual';
import { useMatrimonyFees } from '../api/get-matrimony-fees';
import { PendingButton } from '../../../components/pending-button';
import '../../../locales/payments-sentences';

export type MatrimonyFeeAccrual = OperationOutput<Operations['CreateMatrimonyFeeAccrual']>;

type Values = {
  feeCode: string;
  applicantTckn: string;
  applicantName: string;
  spouseTckn: string;
  spouseName: string;
  ceremonyDate: string;
  altcha: string;
};
type FieldName = keyof Values;

const fieldNames: FieldName[] = [
  'feeCode',
  'applicantTckn',
  'applicantName',
  'spouseTckn',
  'spouseName',
  'ceremonyDate',
  'altcha',
];
const isFieldName = (name: string | undefined): name is FieldName => fieldNames.includes(name as FieldName);

interface MatrimonyFeeFormProps {
  challengeUrl: string;
  /** The ceremony may be booked from today up to a year ahead (YYYY-MM-DD, Istanbul). */
  today: string;
  lastDay: string;
  onAccrued: (accrual: MatrimonyFeeAccrual) => void;
}

/**
 * /FastPaymentForMatrimony: the fee type from the municipality's tariff, the couple's IDs and names,
 * the ceremony date and the human verification, checked with the contract's schema. The server accrues
 * the fee in the applicant's name; it is then paid like any debt.
 */
export function MatrimonyFeeForm({ challengeUrl, today, lastDay, onAccrued }: MatrimonyFeeFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { showError } = useErrorDialog();
  const feeLabelId = useId();
  const captcha = useRef<AltchaHandle>(null);
  const fees = useMatrimonyFees();
  const accrue = useCreateMatrimonyFeeAccrual();
  const { control, register, handleSubmit, setValue, setError, formState } = useForm<
    Values,
    unknown,
    MatrimonyFeeInput
  >({
    resolver: zodResolver(CreateMatrimonyFeeAccrual.input),
    defaultValues: {
      feeCode: '',
      applicantTckn: '',
      applicantName: '',
      spouseTckn: '',
      spouseName: '',
      ceremonyDate: '',
      altcha: '',
    },
    mode: 'onTouched',
  });
  const { errors } = formState;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (accrue.isPending) return;
    setValue('altcha', (await captcha.current?.solution()) ?? '');
    await handleSubmit(
      (input) =>
        accrue.mutate(input, {
          onSuccess: onAccrued,
          onError: (error) => {
            if (error instanceof ApiError && isFieldName(error.field)) {
              setError(error.field, { message: error.Message }, { shouldFocus: error.field !== 'altcha' });
              if (error.field === 'altcha') toast(error.Message, 'warning');
            } else showError(error);
          },
          onSettled: () => captcha.current?.reset(),
        }),
      (invalid) => {
        if (invalid.altcha?.message) toast(invalid.altcha.message, 'warning');
      },
    )();
  };

  const personFields = (prefix: 'applicant' | 'spouse') => (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0, display: 'grid', gap: 2 }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {t(`payments.matrimony.${prefix}`)}
      </Typography>
      <TextField
        {...register(`${prefix}Tckn`)}
        label={t('payments.matrimony.tckn')}
        required
        fullWidth
        error={Boolean(errors[`${prefix}Tckn`])}
        helperText={errors[`${prefix}Tckn`]?.message}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
      />
      <TextField
        {...register(`${prefix}Name`)}
        label={t('payments.matrimony.name')}
        required
        fullWidth
        error={Boolean(errors[`${prefix}Name`])}
        helperText={errors[`${prefix}Name`]?.message}
        autoComplete={prefix === 'applicant' ? 'name' : 'off'}
      />
    </Box>
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('payments.matrimony.formLabel')}
      sx={{ display: 'grid', gap: 3, maxWidth: 560 }}
    >
      <FormControl error={Boolean(errors.feeCode)} required>
        <FormLabel id={feeLabelId} sx={{ fontWeight: 600, color: 'text.primary' }}>
          {t('payments.matrimony.feeType')}
        </FormLabel>
        {fees.isPending ? (
          <Skeleton variant="rounded" height={96} aria-label={t('common.loading')} />
        ) : fees.isError ? (
          <FormHelperText>{t('payments.matrimony.feesFailed')}</FormHelperText>
        ) : (
          <Controller
            control={control}
            name="feeCode"
            render={({ field }) => (
              <RadioGroup {...field} aria-labelledby={feeLabelId}>
                {fees.data.fees.map((fee) => (
                  <FormControlLabel
                    key={fee.code}
                    value={fee.code}
                    control={<Radio />}
                    label={t('payments.matrimony.feeOption', { name: fee.name, amount: formatKurus(fee.amountKurus) })}
                  />
                ))}
              </RadioGroup>
            )}
          />
        )}
        {errors.feeCode && <FormHelperText>{errors.feeCode.message}</FormHelperText>}
      </FormControl>
      {personFields('applicant')}
      {personFields('spouse')}
      <FormDateField
        control={control}
        name="ceremonyDate"
        label={t('payments.matrimony.ceremonyDate')}
        required
        sx={{ maxWidth: 260 }}
        hint={t('payments.matrimony.ceremonyDateHint', { today: formatDay(today), lastDay: formatDay(lastDay) })}
      />
      <AltchaField
        ref={captcha}
        challengeUrl={challengeUrl}
        label={t('payments.captcha.label')}
        hint={t('payments.captcha.hint')}
        error={errors.altcha?.message}
      />
      <Box>
        <PendingButton type="submit" variant="contained" size="large" pending={accrue.isPending}>
          {t('payments.matrimony.submit')}
        </PendingButton>
      </Box>
    </Box>
  );
}
