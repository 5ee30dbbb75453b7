import TextField from '@mui/material/TextField';

export interface CodeOption {
  code: string;
  label: string;
}

interface NativeCodeSelectProps {
  label: string;
  value: string;
  options: CodeOption[];
  /** The first, empty option ("Seçiniz"): each caller words it in its own namespace. */
  emptyLabel: string;
  onChange: (code: string) => void;
  /** Why the list is empty or off (choose the level above first, loading, failed). */
  hint?: string;
  /** Shown instead of the hint, marks the field invalid and is announced. */
  error?: string;
  disabled?: boolean;
}

/** A native select of codes: the most dependable on phones and with screen readers. */
export function NativeCodeSelect({
  label,
  value,
  options,
  emptyLabel,
  onChange,
  hint,
  error,
  disabled,
}: NativeCodeSelectProps) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? hint}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        // The hint says why a field is off, so it keeps full contrast while the field is disabled.
        formHelperText: { role: error ? 'alert' : undefined, sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
    >
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
