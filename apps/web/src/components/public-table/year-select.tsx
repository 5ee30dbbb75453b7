import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { yearOptions } from './current-year';

/** The year a table is shown for; offers the years the table has and this year. */
export function YearSelect({
  value,
  years,
  onChange,
  allowAll,
}: {
  value: number | undefined;
  years: number[] | undefined;
  onChange: (year: number | undefined) => void;
  allowAll?: boolean;
}) {
  const { t } = useTranslation();
  const options = yearOptions(years, value ?? new Date().getFullYear());
  return (
    <TextField
      select
      size="small"
      label={t('publicTables.year')}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      slotProps={{ select: { displayEmpty: allowAll }, inputLabel: { shrink: true } }}
    >
      {allowAll && <MenuItem value="">{t('publicTables.allYears')}</MenuItem>}
      {options.map((year) => (
        <MenuItem key={year} value={String(year)}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}
