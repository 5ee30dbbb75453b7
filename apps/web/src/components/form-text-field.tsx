import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  /** Keeps only what the field may hold, as the person types (digits, for example). */
  clean?: (value: string) => string;
};

/**
 * A text field bound to react-hook-form: its error shows as helper text under it (SPEC §5) and is
 * announced; otherwise the hint shows there.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  clean,
  slotProps,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(clean ? clean(event.target.value) : event.target.value)}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          fullWidth
          slotProps={{
            ...slotProps,
            formHelperText: { role: fieldState.error ? 'alert' : undefined },
          }}
        />
      )}
    />
  );
}
