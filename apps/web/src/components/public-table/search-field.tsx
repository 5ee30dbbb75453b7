import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

interface SearchFieldProps {
  label: string;
  helperText?: string;
  value: string | undefined;
  /** Called a moment after typing stops, not on every key. */
  onChange: (value: string | undefined) => void;
  delayMs?: number;
}

/** A search box whose value reaches the URL (and the server) after typing pauses. */
export function SearchField({ label, helperText, value, onChange, delayMs = 350 }: SearchFieldProps) {
  const [text, setText] = useState(value ?? '');
  const sent = useRef(value ?? '');
  // A change from outside (filters cleared, back/forward) replaces what is typed.
  useEffect(() => {
    if ((value ?? '') !== sent.current) {
      sent.current = value ?? '';
      setText(value ?? '');
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange(text.trim() || undefined);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, onChange]);
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      helperText={helperText}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
