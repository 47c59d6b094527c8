import { SNACKBAR } from './constants.ts';

/** §3 Snackbar message. `color` is a theme palette name (success, error, info, warning). */
export interface SnackbarMessage {
  message: string;
  color?: 'success' | 'error' | 'info' | 'warning' | undefined;
  duration?: number | undefined;
  indefinite?: boolean | undefined;
  dismissible?: boolean | undefined;
  action?: { text: string; handler: () => void } | undefined;
  attach?: boolean | undefined;
}

export interface ResolvedSnackbar extends SnackbarMessage {
  /** Milliseconds until it closes itself; null when it never does. */
  autoHideMs: number | null;
  dismissible: boolean;
}

/**
 * §9 "Snackbar default duration 3000 ms, never closes when indefinite"; §3 "dismissible flag
 * (default true)". A non-positive or non-finite duration falls back to the default rather than
 * closing at once or never.
 */
export function resolveSnackbar(message: SnackbarMessage): ResolvedSnackbar {
  const duration =
    message.duration !== undefined && Number.isFinite(message.duration) && message.duration > 0
      ? message.duration
      : SNACKBAR.defaultDurationMs;
  return {
    ...message,
    autoHideMs: message.indefinite ? null : duration,
    dismissible: message.dismissible ?? SNACKBAR.dismissibleByDefault,
  };
}
