import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { defaultButtonColor, LINK_TARGET_DEFAULT } from '@signet/contract';
import { Link as RouterLink } from 'react-router';

/** §9 button types; primary and secondary default to the info colour, text buttons to grey. */
export type AppButtonKind = 'primary' | 'secondary' | 'text';

const VARIANT = { primary: 'contained', secondary: 'outlined', text: 'text' } as const;

export interface AppButtonProps extends Omit<ButtonProps, 'variant'> {
  kind?: AppButtonKind;
  loading?: boolean;
  /** In-app destination: navigates without reloading the page. */
  to?: string;
  /** §9: an `href` opens in a new tab unless this keeps it in the current one. */
  sameTab?: boolean;
}

export function AppButton({
  kind = 'primary',
  loading = false,
  color,
  to,
  sameTab = false,
  ...props
}: AppButtonProps) {
  // §9: info for primary and secondary buttons, grey (the inherited text colour) otherwise.
  const fallback = defaultButtonColor(kind) === 'info' ? 'info' : 'inherit';
  const routing = to === undefined ? {} : { component: RouterLink, to };
  // §9: links open in a new tab by default; in-app destinations (`to`) are the exception.
  const tab =
    props.href !== undefined && to === undefined && !sameTab
      ? { target: LINK_TARGET_DEFAULT, rel: 'noopener noreferrer' }
      : {};
  return (
    <Button
      {...tab}
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
