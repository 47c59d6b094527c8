/** §9 "Exit redirect timeout default 45 s, range 10 to 90 s; 0 is immediate." */
export const REDIRECT_TIMEOUT = { defaultSeconds: 45, minSeconds: 10, maxSeconds: 90 } as const;

/** §9 "Token kept in session storage with a 24-hour expiry." */
export const SESSION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** §9 "Maintenance polled every 60 s; 5 consecutive failures are reported." */
export const MAINTENANCE_POLL = { intervalMs: 60_000, failuresBeforeReport: 5 } as const;

/** §9 "Server time refreshed at most every 2 s." */
export const SERVER_TIME_MIN_REFRESH_MS = 2_000;

/** §9 "Route preload: at most 5 concurrent." */
export const ROUTE_PRELOAD_MAX_CONCURRENT = 5;

/** §9 "Split-test cookie lasts 365 days." */
export const SPLIT_TEST_COOKIE_DAYS = 365;

/** §3/§9 "Default visual signature size 300x140." */
export const VISUAL_SIGNATURE_DEFAULT_SIZE = { width: 300, height: 140 } as const;

/** §7 GET /v3/documents/{id}/pages/{n} "with scale (default 100)". */
export const PAGE_SCALE_DEFAULT = 100;

/** §2 error screen: "a 404 illustration of 407 by 436". */
export const ERROR_ILLUSTRATION_SIZE = { width: 407, height: 436 } as const;

/**
 * §9 snackbar: "default duration 3000 ms, never closes when indefinite; library default timeout
 * 5000 ms; … width 288 to 568 px (another style reads 344 to 672 px)". §3: dismissible by default.
 */
export const SNACKBAR = {
  defaultDurationMs: 3_000,
  libraryDefaultTimeoutMs: 5_000,
  dismissibleByDefault: true,
  width: { min: 288, max: 568 },
  wideWidth: { min: 344, max: 672 },
} as const;

/** §9 "tooltips open after 150 ms". */
export const TOOLTIP_ENTER_DELAY_MS = 150;

/** §9 breakpoints 600, 960 (also 959), 1280, 1920, 2560 px. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

/** §9: the other reading of the medium breakpoint (a max-width query one pixel below md). */
export const BREAKPOINT_MD_MAX = 959;

/** §2/§1: bottom navigation on small screens, i.e. below the sm breakpoint. */
export const BOTTOM_NAVIGATION_BELOW_PX = BREAKPOINTS.sm;

/** §9 "spacing steps of 4 px from 0 to 64 px". */
export const SPACING = { unitPx: 4, maxPx: 64 } as const;

/** §9 "main content max width 830 px; viewer side panel 340 px" (§1: side panel 340px wide). */
export const LAYOUT = { contentMaxWidthPx: 830, viewerPanelWidthPx: 340 } as const;

/** §9 "App bar scroll threshold 300." */
export const APP_BAR_SCROLL_THRESHOLD_PX = 300;

/** §5 "App bar location: top or bottom." */
export const APP_BAR_LOCATIONS = ['top', 'bottom'] as const;
export type AppBarLocation = (typeof APP_BAR_LOCATIONS)[number];

/** §9 button sizes and types; default colour info for primary and secondary, grey otherwise. */
export const BUTTON_SIZES = ['small', 'medium', 'large', 'xlarge'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export const BUTTON_TYPES = ['primary', 'secondary', 'text'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];
export function defaultButtonColor(type: ButtonType): 'info' | 'grey' {
  return type === 'text' ? 'grey' : 'info';
}

/** §9 "links open in a new tab by default". */
export const LINK_TARGET_DEFAULT = '_blank';

/**
 * §9 responsive images: screens, densities, format, placeholder and size polling.
 */
export const RESPONSIVE_IMAGES = {
  screensPx: [320, 640, 768, 1024, 1280, 1536],
  densities: [1, 2],
  format: 'webp',
  placeholder: { widthPx: 10, heightPx: 10, quality: 50, blur: 3 },
  sizePollMs: 100,
} as const;

/** §9 responsive image source path: /img/{name}.webp. */
export function responsiveImageSrc(name: string): string {
  return `/img/${encodeURIComponent(name)}.${RESPONSIVE_IMAGES.format}`;
}

/** §9 "Error reporting: error replay rate 0.8". */
export const ERROR_REPLAY_RATE = 0.8;

/** §9 spacing steps 0, 4, 8 … 64 px. */
export const SPACING_STEPS_PX: readonly number[] = Array.from(
  { length: SPACING.maxPx / SPACING.unitPx + 1 },
  (_, step) => step * SPACING.unitPx,
);
