import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { ChangeEvent, Ref } from 'react';
import { IMaskInput } from 'react-imask';

/**
 * An input that formats what is typed (react-imask), for MUI's TextField `inputComponent`: MUI hands
 * it its own props and expects change events back; imask reports the formatted value on accept.
 */
export function MaskedInput({
  mask,
  ref,
  onChange,
  name,
  value,
  ...other
}: InputBaseComponentProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <IMaskInput
      {...(other as object)}
      mask={String(mask)}
      name={name}
      value={typeof value === 'string' ? value : ''}
      inputRef={ref}
      onAccept={(accepted: string) =>
        onChange?.({ target: { name, value: accepted } } as ChangeEvent<HTMLInputElement>)
      }
    />
  );
}
