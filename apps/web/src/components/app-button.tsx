import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { defaultButtonColor } from '@signet/contract';
import { Link as RouterLink } from 'react-router';

/** §9 button types; primary and secondary default to the info colour, text buttons to grey. */
export type AppButtonKind = 'primary' | 'secondary' | 'text';

const VARIANT = { primary: 'contained', secondary: 'outlined', text: 'text' } as const;

export interface AppButtonProps extends Omit<ButtonProps, 'variant'> {
  kind?: AppButtonKind;
  loading?: boolean;
  /** In-app destination: navigates without reloading the page. */
  to?: string;
}

export function AppButton({
  kind = 'primary',
  loading = false,
  color,
  to,
  ...props
}: AppButtonProps) {
  // §9: info for primary and secondary buttons, grey (the inherited text colour) otherwise.
  const fallback = defaultButtonColor(kind) === 'info' ? 'info' : 'inherit';
  const routing = to === undefined ? {} : { component: RouterLink, to };
  return (
    <Button
      {...props}
      {...routing}
      variant={VARIANT[kind]}
      color={color ?? fallback}
      disabled={props.disabled || loading}
      aria-busy={loading || undefined}
      startIcon={
        loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : props.startIcon
      }
    />
  );
}
