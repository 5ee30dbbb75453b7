import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useActiveDistricts } from '../../lib/api/get-district-list-from-active-address-source';

interface DistrictSelectProps {
  label: string;
  allLabel: string;
  value: string | undefined;
  onChange: (districtCode: string | undefined, districtName: string | undefined) => void;
}

/** The municipality's active districts (mahalle), in Turkish order as the server sends them. */
export function DistrictSelect({ label, allLabel, value, onChange }: DistrictSelectProps) {
  const { data, isError } = useActiveDistricts();
  const districts = data?.districts ?? [];
  // Until the list arrives, keep a chosen code so the URL's filter is not dropped.
  const known = value === undefined || districts.some((district) => district.code === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      error={isError}
      onChange={(event) => {
        const code = event.target.value || undefined;
        onChange(code, districts.find((district) => district.code === code)?.name);
      }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {!known && value && <MenuItem value={value}>{value}</MenuItem>}
      {districts.map((district) => (
        <MenuItem key={district.code} value={district.code}>
          {district.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
