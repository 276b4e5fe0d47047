import { MenuItem, TextField } from '@mui/material';
import { optionParts, type SelectOption } from '../../lib/form';

/**
 * A collection toolbar's filter: `allLabel` first, then `options`. `onChange` gets the chosen
 * value, or '' when the filter is cleared.
 */
export default function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  /** The current filter, or undefined for all. */
  value: string | undefined;
  allLabel: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? 'all'}
      onChange={(e) => onChange(e.target.value === 'all' ? '' : e.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="all">{allLabel}</MenuItem>
      {options.map((option) => {
        const { value: optionValue, label: optionLabel } = optionParts(option);
        return (
          <MenuItem key={optionValue} value={optionValue}>
            {optionLabel}
          </MenuItem>
        );
      })}
    </TextField>
  );
}
