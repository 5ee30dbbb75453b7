import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { forwardRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
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
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', maxLength: maxDigits, pattern: '[0-9]*', spellCheck: false } }}
    />
  );
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordField<T extends FieldValues>({ autoComplete = 'current-password', ...props }: Omit<FieldProps<T>, 'clean' | 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        htmlInput: { spellCheck: false, autoCapitalize: 'none' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton onClick={() => setVisible((shown) => !shown)} aria-label={visible ? t('session.fields.hidePassword') : t('session.fields.showPassword')} aria-pressed={visible} edge="end">
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface MaskInputProps {
  name: string;
  onChange: (event: { target: { name: string; value: string } }) => void;
}

function maskedInput(mask: string, displayName: string) {
  const component = forwardRef<HTMLInputElement, MaskInputProps>(function MaskedInput({ onChange, ...props }, ref) {
    return <IMaskInput {...props} mask={mask} inputRef={ref} overwrite="shift" onAccept={(value: string) => onChange({ target: { name: props.name, value } })} />;
  });
  component.displayName = displayName;
  return component;
}

/** SPEC §9's phone mask. */
const PhoneMaskInput = maskedInput('(000) 000 00 00', 'PhoneMaskInput');
const DateMaskInput = maskedInput('00.00.0000', 'DateMaskInput');

/** A mobile phone with the mask (###) ### ## ##; the contract's schema turns it into 10 digits. */
export function PhoneField<T extends FieldValues>({ slotProps, ...props }: Omit<FieldProps<T>, 'clean'>) {
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
export function DateField<T extends FieldValues>({ slotProps, ...props }: Omit<FieldProps<T>, 'clean'>) {
  return <FormTextField {...props} placeholder="GG.AA.YYYY" slotProps={{ ...slotProps, input: { inputComponent: DateMaskInput as never }, htmlInput: { inputMode: 'numeric' } }} />;
}
