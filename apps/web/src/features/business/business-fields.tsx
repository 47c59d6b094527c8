import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { formTextKey } from '@signet/contract';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields.tsx';
import { useBusinessTranslation } from './business-translation.ts';

type Bound<T extends FieldValues> = { control: Control<T>; name: Path<T> };

const BUSINESS_NAMESPACES = ['business'] as const;

/**
 * A text field bound to react-hook-form whose error message is a key of the business namespace,
 * a core catalog key, or one of the contract's English form texts (§5).
 */
export function BusinessField<T extends FieldValues>(
  props: Parameters<typeof FormTextField<T>>[0],
) {
  return <FormTextField {...props} namespaces={BUSINESS_NAMESPACES} />;
}

/** A yes/no field: a checkbox (consents) or a switch (settings), with its error below. */
export function BusinessToggle<T extends FieldValues>({
  control,
  name,
  label,
  kind = 'switch',
  disabled,
  helperText,
}: Bound<T> & {
  label: ReactNode;
  kind?: 'switch' | 'checkbox';
  disabled?: boolean;
  helperText?: ReactNode;
}) {
  const { t } = useBusinessTranslation();
  const helperId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const Input = kind === 'switch' ? Switch : Checkbox;
        const message = fieldState.error?.message;
        return (
          <Box>
            <FormControlLabel
              disabled={disabled}
              control={
                <Input
                  name={field.name}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{
                    input: {
                      ref: field.ref,
                      'aria-describedby': message || helperText ? helperId : undefined,
                      'aria-invalid': fieldState.invalid || undefined,
                    },
                  }}
                />
              }
              label={label}
            />
            {message ? (
              <FormHelperText id={helperId} error>
                {t(formTextKey(message) ?? message)}
              </FormHelperText>
            ) : (
              helperText && (
                <FormHelperText id={helperId} sx={{ mt: 0 }}>
                  {helperText}
                </FormHelperText>
              )
            )}
          </Box>
        );
      }}
    />
  );
}

/** One choice among a few, as a labelled group of radio buttons. */
export function BusinessRadioGroup<T extends FieldValues>({
  control,
  name,
  label,
  options,
}: Bound<T> & { label: ReactNode; options: readonly { value: string; label: ReactNode }[] }) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl component="fieldset" variant="standard">
          <FormLabel component="legend" id={labelId}>
            {label}
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                label={option.label}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
