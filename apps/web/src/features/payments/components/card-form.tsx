import { cardBrandOf, cardSchema, formatKurus, type CardInput } from '@ebelediye/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MaskedInput } from '../../../components/masked-input';
import { PendingButton } from '../../../components/pending-button';
import '../../../locales/payments-sentences';

/** What the fields hold while typing: text, as the masks format it. */
export interface CardFormValues {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  cardHolder: string;
}

const emptyCard: CardFormValues = { cardNumber: '', expiryMonth: '', expiryYear: '', cvv: '', cardHolder: '' };

/**
 * The contract's card schema (Luhn, brand, expiry, CVV), fed from the form's text fields: the month
 * and the two-digit year become numbers first. The year may lie at most `yearsToAdd` years ahead
 * (ExpirationYearsToAdd), as card issuers do.
 */
export function cardFormSchema(yearsToAdd: number, now: Date = new Date()) {
  const lastYear = now.getFullYear() + yearsToAdd;
  return (
    z
      .object({
        cardNumber: z.string(),
        expiryMonth: z.string(),
        expiryYear: z.string(),
        cvv: z.string(),
        cardHolder: z.string(),
      })
      // An empty or half-typed month or year becomes NaN, which the contract reports as missing.
      .transform(({ expiryMonth, expiryYear, cardHolder, ...card }) => ({
        ...card,
        expiryMonth: expiryMonth ? Number(expiryMonth) : Number.NaN,
        expiryYear: /^\d{2}$/.test(expiryYear) ? 2000 + Number(expiryYear) : Number.NaN,
        ...(cardHolder.trim() ? { cardHolder: cardHolder.trim() } : {}),
      }))
      .pipe(cardSchema)
      .refine((card) => card.expiryYear <= lastYear, { message: 'Son kullanma yılı geçersiz.', path: ['expiryYear'] })
  );
}

const brandNames = { visa: 'Visa', master: 'Mastercard' } as const;

interface CardFormProps {
  amountKurus: number;
  /** Settings' ExpirationYearsToAdd. */
  yearsToAdd: number;
  /** Called with the checked card; it goes to the server in one request and is kept nowhere. */
  onSubmit: (card: CardInput) => void;
  pending: boolean;
  /** The bank's or the server's refusal of the card, shown above the button. */
  refusal?: string;
}

/**
 * The card form of the card-entry models (NestPay 3d_pay / 3d, PayFlex): number with Luhn check and
 * brand detection, expiry month and year, CVV and the holder's name. The values live only in this
 * form's memory: nothing is written to storage, the router's state or a log.
 */
export function CardForm({ amountKurus, yearsToAdd, onSubmit, pending, refusal }: CardFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => cardFormSchema(yearsToAdd), [yearsToAdd]);
  const { control, handleSubmit, formState } = useForm<CardFormValues, unknown, CardInput>({
    resolver: zodResolver(schema),
    defaultValues: emptyCard,
    mode: 'onTouched',
  });
  const cardNumber = useWatch({ control, name: 'cardNumber' });
  const brand = cardNumber.replace(/\D/g, '').length > 0 ? cardBrandOf(cardNumber) : null;
  const { errors } = formState;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t('payments.card.formLabel')}
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      <Controller
        control={control}
        name="cardNumber"
        render={({ field }) => (
          <TextField
            {...field}
            label={t('payments.card.number')}
            required
            fullWidth
            error={Boolean(errors.cardNumber)}
            helperText={
              errors.cardNumber?.message ??
              (brand ? t('payments.card.brandDetected', { brand: brandNames[brand] }) : t('payments.card.numberHint'))
            }
            autoComplete="cc-number"
            slotProps={{
              input: {
                inputComponent: MaskedInput,
                endAdornment: brand ? (
                  <InputAdornment position="end">
                    <Typography component="span" sx={{ fontWeight: 700, color: 'text.primary' }} aria-hidden>
                      {brandNames[brand]}
                    </Typography>
                  </InputAdornment>
                ) : undefined,
              },
              htmlInput: { mask: '0000 0000 0000 0000', inputMode: 'numeric' },
            }}
          />
        )}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
          {t('payments.card.expiry')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
          <Controller
            control={control}
            name="expiryMonth"
            render={({ field }) => (
              <TextField
                {...field}
                label={t('payments.card.month')}
                required
                error={Boolean(errors.expiryMonth)}
                helperText={errors.expiryMonth?.message ?? t('payments.card.monthHint')}
                autoComplete="cc-exp-month"
                slotProps={{ input: { inputComponent: MaskedInput }, htmlInput: { mask: '00', inputMode: 'numeric' } }}
              />
            )}
          />
          <Controller
            control={control}
            name="expiryYear"
            render={({ field }) => (
              <TextField
                {...field}
                label={t('payments.card.year')}
                required
                error={Boolean(errors.expiryYear)}
                helperText={errors.expiryYear?.message ?? t('payments.card.yearHint')}
                autoComplete="cc-exp-year"
                slotProps={{ input: { inputComponent: MaskedInput }, htmlInput: { mask: '00', inputMode: 'numeric' } }}
              />
            )}
          />
        </Box>
      </Box>
      <Controller
        control={control}
        name="cvv"
        render={({ field }) => (
          <TextField
            {...field}
            label={t('payments.card.cvv')}
            required
            sx={{ maxWidth: 200 }}
            error={Boolean(errors.cvv)}
            helperText={errors.cvv?.message ?? t('payments.card.cvvHint')}
            autoComplete="cc-csc"
            slotProps={{ input: { inputComponent: MaskedInput }, htmlInput: { mask: '0000', inputMode: 'numeric' } }}
          />
        )}
      />
      <Controller
        control={control}
        name="cardHolder"
        render={({ field }) => (
          <TextField
            {...field}
            label={t('payments.card.holder')}
            fullWidth
            error={Boolean(errors.cardHolder)}
            helperText={errors.cardHolder?.message ?? t('payments.card.holderHint')}
            autoComplete="cc-name"
          />
        )}
      />
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <PendingButton type="submit" variant="contained" size="large" pending={pending}>
        {t('payments.card.pay', { amount: formatKurus(amountKurus) })}
      </PendingButton>
    </Box>
  );
}
