import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Street } from '@ebelediye/contract';
import { foldTurkish } from '@ebelediye/contract';
import { useStreets } from '../../lib/api/get-street-list-without-authorization';

interface StreetSelectProps {
  label: string;
  /** Shown while no district is chosen. */
  hint: string;
  noOptionsText: string;
  loadingText: string;
  districtCode: string | undefined;
  value: string | undefined;
  onChange: (streetCode: string | undefined, streetName: string | undefined) => void;
}

/** A district's streets, typed to narrow ("cay" finds "Çay Sokak"); disabled until a district is chosen. */
export function StreetSelect({
  label,
  hint,
  noOptionsText,
  loadingText,
  districtCode,
  value,
  onChange,
}: StreetSelectProps) {
  const { data, isFetching } = useStreets(districtCode);
  const streets = data?.streets ?? [];
  const selected = streets.find((street) => street.code === value) ?? null;
  return (
    <Autocomplete<Street>
      size="small"
      options={streets}
      value={selected}
      disabled={!districtCode}
      loading={isFetching}
      loadingText={loadingText}
      noOptionsText={noOptionsText}
      getOptionLabel={(street) => street.name}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      filterOptions={(options, { inputValue }) => {
        const wanted = foldTurkish(inputValue.trim());
        return wanted ? options.filter((street) => foldTurkish(street.name).includes(wanted)) : options;
      }}
      onChange={(_event, street) => onChange(street?.code, street?.name)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={districtCode ? undefined : hint}
          // The hint says why the field is off, so it keeps full contrast while the field is disabled.
          slotProps={{ ...params.slotProps, formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
        />
      )}
    />
  );
}
