import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { LIMITS } from '@tutorhub/contracts';
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/** A search box that reports its text (debounced) to the server-side `q` filter. */
export default function SearchField({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch: (text: string) => void;
  label: string;
}) {
  const [text, setText] = useState(value);

  // Follow outside changes (Back/Forward) of the applied search.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) {
      return undefined;
    }
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          onSearch(text);
        }
      }}
      sx={{ minWidth: { sm: 280 } }}
      slotProps={{
        htmlInput: { maxLength: LIMITS.searchMax },
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
