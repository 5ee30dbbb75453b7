import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

/** A password field with a button that shows or hides what was typed. */
export function PasswordField<T extends FieldValues>({
  autoComplete = 'current-password',
  ...props
}: Omit<FieldProps<T>, 'clean' | 'type'>) {
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
              <IconButton
                onClick={() => setVisible((shown) => !shown)}
                aria-label={visible ? t('session.fields.hidePassword') : t('session.fields.showPassword')}
                aria-pressed={visible}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
