import TextField from '@mui/material/TextField';

/** A labelled native select: dependable on phones and with screen readers. */
export function NativeSelect({
  label,
  value,
  onChange,
  options,
  emptyLabel,
  helperText,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  emptyLabel?: string;
  helperText?: string;
  error?: boolean;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      error={error}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        formHelperText: { role: error ? 'alert' : undefined },
      }}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
