import { type OperationOutput, type Operations } from '@ebelediye/contract';
import { QueryDebtsForFastPayment } from '@ebelediye/contract/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AltchaField, type AltchaHandle } from '../../../components/captcha/altcha-field';
import { useErrorDialog, useToast } from '../../../components/feedback';
import { ApiError } from '../../../lib/errors';
import { useQueryDebtsForFastPayment, type FastPaymentQueryInput } from '../api/query-debts-for-fast-payment';
import { PendingButton } from '../../../components/pending-button';
import '../../../locales/payments-sentences';

export type FastPaymentResult = OperationOutput<Operations['QueryDebtsForFastPayment']>;

interface FastPaymentFormProps {
  challengeUrl: string;
  onResult: (result: FastPaymentResult) => void;
}

type Values = { ID: string; altcha: string };

/**
 * /FastPayment's question: a T.C. Kimlik No or Vergi No and the human verification, checked with the
 * contract's own schema. The answer is only a masked name and the open debts.
 */
export function FastPaymentForm({ challengeUrl, onResult }: FastPaymentFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { showError } = useErrorDialog();
  const captcha = useRef<AltchaHandle>(null);
  const query = useQueryDebtsForFastPayment();
  const { register, handleSubmit, setValue, setError, formState } = useForm<Values, unknown, FastPaymentQueryInput>({
    resolver: zodResolver(QueryDebtsForFastPayment.input),
    defaultValues: { ID: '', altcha: '' },
    mode: 'onTouched',
  });
  const { errors } = formState;

  const warnCaptcha = (message: string) => {
    setError('altcha', { message });
    toast(message, 'warning');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (query.isPending) return;
    // The widget's payload is read only now: a proof of work may still be running.
    setValue('altcha', (await captcha.current?.solution()) ?? '');
    await handleSubmit(
      (input) =>
        query.mutate(input, {
          onSuccess: onResult,
          onError: (error) => {
            if (error instanceof ApiError && error.field === 'altcha') warnCaptcha(error.Message);
            else if (error instanceof ApiError && (error.field === 'ID' || error.status === 404))
              setError('ID', { message: error.Message }, { shouldFocus: true });
            else showError(error);
          },
          // A solution is accepted once: the next question needs a fresh one.
          onSettled: () => captcha.current?.reset(),
        }),
      (invalid) => {
        if (invalid.altcha?.message) toast(invalid.altcha.message, 'warning');
      },
    )();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('payments.fast.formLabel')}
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      <TextField
        {...register('ID')}
        label={t('payments.fast.id')}
        required
        fullWidth
        error={Boolean(errors.ID)}
        helperText={errors.ID?.message ?? t('payments.fast.idHint')}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
      />
      <AltchaField
        ref={captcha}
        challengeUrl={challengeUrl}
        label={t('payments.captcha.label')}
        hint={t('payments.captcha.hint')}
        error={errors.altcha?.message}
      />
      <Box>
        <PendingButton type="submit" variant="contained" size="large" pending={query.isPending}>
          {t('payments.fast.submit')}
        </PendingButton>
      </Box>
    </Box>
  );
}
