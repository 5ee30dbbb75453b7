import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface CodeSelectProps {
  label: string;
  /** The first option, meaning "no filter". */
  allLabel: string;
  value: string | undefined;
  options: { code: string; name: string }[];
  onChange: (code: string | undefined) => void;
}

/** A filter over a lookup list; a code from the URL that the list does not (yet) hold is kept. */
export function CodeSelect({ label, allLabel, value, options, onChange }: CodeSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.code} value={option.code}>
          {option.name}
        </MenuItem>
      ))}
      {value && !options.some((option) => option.code === value) && <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  );
}
