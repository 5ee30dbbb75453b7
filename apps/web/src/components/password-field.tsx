import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** A password field with a button that shows or hides what was typed. */
export function PasswordField<T extends FieldValues>({
  autoComplete = 'current-password',
  ...props
}: Omit<FormTextFieldProps<T>, 'clean' | 'type'>) {
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
