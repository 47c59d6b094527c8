import InputAdornment from '@mui/material/InputAdornment';
import { SearchIcon } from '../../components/icons.tsx';
import { InputField } from '../../components/input-field.tsx';

/** The search box above a table: typed text filters by name or e-mail once typing pauses. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <InputField
      label={label}
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" aria-hidden />
        </InputAdornment>
      }
      inputProps={{ maxLength: 200, autoComplete: 'off' }}
    />
  );
}
