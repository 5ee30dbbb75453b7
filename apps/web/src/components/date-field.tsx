import { calendarDay, isoFromTurkishDay, turkishDayFromIso, turkishDayPattern } from '@ebelediye/contract/calendar-day';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type FocusEvent } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MaskedInput } from './masked-input';

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'label'> & {
  label: string;
  /** The ISO day (YYYY-MM-DD), '' when empty, or the text typed so far while it is not a real day yet. */
  value: string;
  onChange: (value: string) => void;
};

/** What the form holds for what is typed: the ISO day once it is a whole, real day; the text itself until then. */
export function dateFieldValue(typed: string): string {
  return isoFromTurkishDay(typed) ?? typed;
}

/**
 * The one date field: typed and shown as GG.AA.YYYY through a mask, whatever language the browser
 * speaks (a native date input follows the browser and shows 11/27/2026 in an English one). It hands
 * the form an ISO day; text that is not yet a real day is refused, on leaving the field, by the
 * contract's calendarDay schema, the same one the API checks with.
 */
export function DateField({ value, onChange, onBlur, label, error, helperText, slotProps, ...props }: DateFieldProps) {
  const [left, setLeft] = useState(false);
  const ownProblem =
    left && value !== '' && !error ? calendarDay(label).safeParse(value).error?.issues[0]?.message : undefined;
  return (
    <TextField
      {...props}
      label={label}
      value={turkishDayFromIso(value) ?? value}
      onChange={(event) => onChange(dateFieldValue(event.target.value))}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setLeft(true);
        onBlur?.(event);
      }}
      placeholder={turkishDayPattern}
      error={Boolean(error) || Boolean(ownProblem)}
      helperText={ownProblem ?? helperText}
      slotProps={{
        ...slotProps,
        input: { ...slotProps?.input, inputComponent: MaskedInput },
        htmlInput: { ...slotProps?.htmlInput, mask: '00.00.0000', inputMode: 'numeric', autoComplete: 'off' },
        inputLabel: { ...slotProps?.inputLabel, shrink: true },
      }}
    />
  );
}

type FormDateFieldProps<V extends FieldValues> = Omit<DateFieldProps, 'value' | 'onChange' | 'name'> & {
  control: Control<V>;
  name: FieldPath<V>;
  /** Shown under the field while it has no error. */
  hint?: DateFieldProps['helperText'];
};

/** The date field bound to react-hook-form: the schema's message shows under it and is announced. */
export function FormDateField<V extends FieldValues>({
  control,
  name,
  hint,
  slotProps,
  ...props
}: FormDateFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...props}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={field.onChange}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{ ...slotProps, formHelperText: { role: fieldState.error ? 'alert' : undefined } }}
        />
      )}
    />
  );
}
