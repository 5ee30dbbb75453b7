import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuEntry } from '../filter-menu';
import { searchMenu } from '../search-menu';

interface MenuSearchProps {
  entries: MenuEntry[];
  autoFocus?: boolean;
  /** An entry was opened. */
  onDone?: () => void;
}

/** SPEC §2 top-bar search: type part of a service's name, pick it with the arrow keys and Enter, or click it. */
export function MenuSearch({ entries, autoFocus, onDone }: MenuSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const open = (entry: MenuEntry) => {
    const { item } = entry;
    if (item.kind === 'extLink' && item.url) window.open(item.url, '_blank', 'noopener,noreferrer');
    else if (item.path) void navigate(item.path);
    setText('');
    onDone?.();
  };

  return (
    <Autocomplete
      options={entries}
      value={null}
      inputValue={text}
      onInputChange={(_event, value) => setText(value)}
      onChange={(_event, entry) => entry && open(entry)}
      filterOptions={(options, state) => searchMenu(options, state.inputValue)}
      getOptionLabel={(entry) => entry.item.label}
      getOptionKey={(entry) => entry.item.id}
      isOptionEqualToValue={(option, value) => option.item.id === value.item.id}
      autoHighlight
      blurOnSelect
      forcePopupIcon={false}
      noOptionsText={t('search.noResults')}
      sx={{ width: '100%' }}
      renderOption={({ key, ...props }, entry) => (
        <li key={key} {...props}>
          <ListItemText primary={entry.item.label} secondary={entry.group} sx={{ my: 0 }} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder={t('search.placeholder')}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search.label') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
