import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { decimalCharacters, digitCharacters } from '../declaration-form';
import '../../../locales/declarations-sentences';

// Fields bound to a declaration form. Each shows its error as helper text under it (SPEC §5) and
// announces it; otherwise its hint. The messages come from the contract's schema via the resolver.

type BaseProps<V extends FieldValues> = {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

type TextProps<V extends FieldValues> = BaseProps<V> &
  Pick<TextFieldProps, 'type' | 'autoComplete' | 'placeholder' | 'multiline' | 'minRows'> & {
    /** Keeps only what the field may hold, as the person types. */
    clean?: (value: string) => string;
    inputMode?: 'text' | 'numeric' | 'decimal';
    maxLength?: number;
  };

/** A text field; a day is typed in components/date-field's FormDateField instead. */
export function DeclarationTextField<V extends FieldValues>({ inputMode, maxLength, type, ...props }: TextProps<V>) {
  return (
    <FormTextField
      {...props}
      type={type}
      slotProps={{ htmlInput: { inputMode, maxLength }, inputLabel: type === 'date' ? { shrink: true } : undefined }}
    />
  );
}

/** A number typed as text: `decimal` takes "12,5", `whole` digits only. The form keeps the text; toInput parses it. */
export function DeclarationNumberField<V extends FieldValues>({
  kind = 'decimal',
  ...props
}: Omit<TextProps<V>, 'clean' | 'inputMode' | 'type'> & { kind?: 'decimal' | 'whole' }) {
  return (
    <DeclarationTextField
      {...props}
      clean={kind === 'decimal' ? decimalCharacters : digitCharacters}
      inputMode={kind === 'decimal' ? 'decimal' : 'numeric'}
      autoComplete="off"
    />
  );
}

export interface SelectOption {
  code: string;
  label: string;
}

type SelectProps<V extends FieldValues> = BaseProps<V> & {
  options: SelectOption[];
  /** The list is still on its way, or could not be fetched: said under the field. */
  loading?: boolean;
  failed?: boolean;
};

/** A native select: the most dependable on phones and with screen readers. '' means not chosen. */
export function DeclarationSelectField<V extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  options,
  loading,
  failed,
}: SelectProps<V>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value)}
          label={label}
          required={required}
          disabled={disabled || loading}
          error={Boolean(fieldState.error) || failed}
          helperText={
            fieldState.error?.message ??
            (failed ? t('declarations.common.listFailed') : loading ? t('declarations.common.loading') : hint)
          }
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            formHelperText: {
              role: fieldState.error ? 'alert' : undefined,
              sx: { '&.Mui-disabled': { color: 'text.secondary' } },
            },
          }}
        >
          <option value="">{t('declarations.common.choose')}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/** A yes/no claim (an exemption, a consent) with its error or hint under it. */
export function DeclarationCheckboxField<V extends FieldValues>({
  control,
  name,
  label,
  hint,
  disabled,
}: BaseProps<V>) {
  const helperId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        // A claim reads as one sentence: it takes the whole row of a two-column section.
        <FormControl error={Boolean(fieldState.error)} disabled={disabled} sx={{ gridColumn: '1 / -1' }}>
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { ref: field.ref, 'aria-describedby': helperId } as object }}
              />
            }
            label={label}
          />
          {(fieldState.error || hint) && (
            <FormHelperText id={helperId} role={fieldState.error ? 'alert' : undefined} sx={{ ml: 4 }}>
              {fieldState.error?.message ?? hint}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}

/** A titled group of fields (a fieldset with its legend), laid out in one or two columns. */
export function FormSection({
  title,
  intro,
  children,
  columns = 2,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  columns?: 1 | 2;
}) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? '1fr 1fr' : '1fr' },
          pt: intro ? 0 : 1,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
