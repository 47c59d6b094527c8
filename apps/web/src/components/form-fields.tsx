import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { formTextKey } from '@signet/contract';
import { useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VisibilityIcon, VisibilityOffIcon } from './icons/shell-icons.tsx';
import { InputField, type InputFieldProps } from './input-field.tsx';

type FieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
} & Omit<InputFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'>;

/** Catalog namespaces an error message is looked up in, the core catalog behind them. */
type Namespaces = { namespaces?: readonly string[] };

/**
 * A text field bound to react-hook-form. Its error message is a catalog key or one of the
 * contract's English form texts (§5), translated either way.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  namespaces,
  ...props
}: FieldProps<T> & Namespaces) {
  const { t } = useTranslation(namespaces ? [...namespaces, 'translation'] : undefined, {
    nsMode: 'fallback',
  });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        return (
          <InputField
            {...props}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.invalid}
            helperText={message ? t(formTextKey(message) ?? message) : props.helperText}
          />
        );
      }}
    />
  );
}

export function PasswordField<T extends FieldValues>(props: FieldProps<T>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible((v) => !v)}
            edge="end"
            aria-label={visible ? t('form.hide_password') : t('form.show_password')}
          >
            {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
