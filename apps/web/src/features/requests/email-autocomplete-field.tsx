import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { formTextKey } from '@signet/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emailSuggestions } from './requests.api.ts';
import { emailSuggestionKeys } from './requests.queries.ts';

/** Waits for a pause in typing before asking the server (one call per pause, not per key). */
const DEBOUNCE_MS = 200;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * An e-mail field that suggests the addresses this account has worked with
 * (§7 GET /v1/email_input_autocomplete with the input query).
 */
export function EmailAutocompleteField<T extends FieldValues>({
  control,
  name,
  label,
  autoFocus,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const typed = useDebounced(input.trim().toLowerCase());
  const suggestions = useQuery({
    queryKey: emailSuggestionKeys.typed(typed),
    queryFn: ({ signal }) => emailSuggestions(typed, signal),
    enabled: typed.length > 0,
    staleTime: 30_000,
  });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        return (
          <Autocomplete
            freeSolo
            autoHighlight={false}
            options={suggestions.data ?? []}
            // The server filtered already; an address typed out in full needs no suggestion.
            filterOptions={(options, state) =>
              options.filter((option) => option !== state.inputValue.trim().toLowerCase())
            }
            inputValue={field.value ?? ''}
            onInputChange={(_, value) => {
              setInput(value);
              field.onChange(value);
            }}
            onChange={(_, value) => field.onChange(value ?? '')}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label={label}
                type="email"
                autoComplete="off"
                autoFocus={autoFocus}
                error={fieldState.invalid}
                helperText={message ? t(formTextKey(message) ?? message) : undefined}
              />
            )}
          />
        );
      }}
    />
  );
}
