import type { FieldValues } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields.tsx';

const SEAL_NAMESPACES = ['seals'] as const;

/** A text field bound to react-hook-form whose error message is a key of the `seals` namespace. */
export function SealField<T extends FieldValues>(props: Parameters<typeof FormTextField<T>>[0]) {
  return <FormTextField {...props} namespaces={SEAL_NAMESPACES} />;
}
