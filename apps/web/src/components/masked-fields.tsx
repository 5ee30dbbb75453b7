import { forwardRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

// The fields typed through a mask (react-imask), apart from form-fields.tsx so that the sign-in form,
// which has none, does not load the mask library.

interface MaskInputProps {
  name: string;
  onChange: (event: { target: { name: string; value: string } }) => void;
}

function maskedInput(mask: string, displayName: string) {
  const component = forwardRef<HTMLInputElement, MaskInputProps>(function MaskedInput({ onChange, ...props }, ref) {
    return (
      <IMaskInput
        {...props}
        mask={mask}
        inputRef={ref}
        overwrite="shift"
        onAccept={(value: string) => onChange({ target: { name: props.name, value } })}
      />
    );
  });
  component.displayName = displayName;
  return component;
}

/** SPEC §9's phone mask. */
const PhoneMaskInput = maskedInput('(000) 000 00 00', 'PhoneMaskInput');
const DateMaskInput = maskedInput('00.00.0000', 'DateMaskInput');

/** A mobile phone with the mask (###) ### ## ##; the contract's schema turns it into 10 digits. */
export function PhoneField<T extends FieldValues>({ slotProps, ...props }: Omit<FormTextFieldProps<T>, 'clean'>) {
  return (
    <FormTextField
      {...props}
      type="tel"
      autoComplete="tel-national"
      placeholder="(5__) ___ __ __"
      slotProps={{ ...slotProps, input: { inputComponent: PhoneMaskInput as never }, htmlInput: { inputMode: 'tel' } }}
    />
  );
}

/** A date typed as GG.AA.YYYY. */
export function DateField<T extends FieldValues>({ slotProps, ...props }: Omit<FormTextFieldProps<T>, 'clean'>) {
  return (
    <FormTextField
      {...props}
      placeholder="GG.AA.YYYY"
      slotProps={{
        ...slotProps,
        input: { inputComponent: DateMaskInput as never },
        htmlInput: { inputMode: 'numeric' },
      }}
    />
  );
}
