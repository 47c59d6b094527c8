import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

export interface InputFieldProps extends Omit<OutlinedInputProps, 'label' | 'error' | 'fullWidth'> {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
}

/**
 * An outlined text field with label and helper text. Built from the input parts rather than
 * MUI's TextField, which also bundles the select menu, popover and modal: the sign-in screens
 * only ever need a text box (see bench/RESULTS.md, /login script budget).
 */
export function InputField({ label, helperText, error, id, ...input }: InputFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-helper`;
  return (
    <FormControl fullWidth variant="outlined" error={error}>
      {/* A date box always shows its own format hint: its label stays above it. */}
      <InputLabel htmlFor={inputId} shrink={input.type === 'date' ? true : undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        notched={input.type === 'date' ? true : input.notched}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
