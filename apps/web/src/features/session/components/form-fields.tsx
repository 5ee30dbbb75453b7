import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../../components/form-text-field';

type FieldProps<T extends FieldValues> = FormTextFieldProps<T>;

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** SPEC §2: the national ID or tax number, numeric only (11 or 10 digits). */
export function IdentityNoField<T extends FieldValues>(props: Omit<FieldProps<T>, 'clean'> & { maxDigits?: number }) {
  const { maxDigits = 11, slotProps, ...rest } = props;
  return (
    <FormTextField
      {...rest}
      clean={(value) => digitsOnly(value).slice(0, maxDigits)}
      autoComplete="username"
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', maxLength: maxDigits, pattern: '[0-9]*', spellCheck: false },
      }}
    />
  );
}
