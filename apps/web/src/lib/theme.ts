import { createTheme, type Theme } from '@mui/material/styles';
import { TOOLTIP_ENTER_DELAY_MS } from '@signet/contract';
import {
  BRAND,
  BREAKPOINTS,
  BUTTON_HEIGHTS,
  CONTENT_MAX_WIDTH,
  FONT_FAMILY,
  LEVEL_COLORS,
  SPACING_MAX,
  SPACING_UNIT,
} from './theme-constants.ts';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  interface Theme {
    signet: { contentMaxWidth: number; levels: typeof LEVEL_COLORS };
  }
  interface ThemeOptions {
    signet?: { contentMaxWidth: number; levels: typeof LEVEL_COLORS };
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsSizeOverrides {
    xlarge: true;
  }
}

export function createSignetTheme(): Theme {
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    // §9: steps of 4 px, capped at 64 px so layouts stay on the scale.
    spacing: (factor: number) => `${Math.min(factor * SPACING_UNIT, SPACING_MAX)}px`,
    palette: {
      primary: { main: BRAND.primary, dark: BRAND.primaryDark, light: BRAND.primaryLight },
      secondary: { main: BRAND.accent, contrastText: '#ffffff' },
      info: { main: BRAND.info },
      warning: { main: BRAND.warning, contrastText: '#1b1b1b' },
      error: { main: BRAND.error },
      success: { main: BRAND.success },
      background: { default: BRAND.background, paper: '#ffffff' },
      text: { primary: '#1b2437', secondary: '#4d5670' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: {
        fontSize: '2rem',
        fontWeight: 700,
        letterSpacing: '-0.01em',
        [`@media (max-width:${BREAKPOINTS.sm - 0.05}px)`]: { fontSize: '1.625rem' },
      },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    signet: { contentMaxWidth: CONTENT_MAX_WIDTH, levels: LEVEL_COLORS },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        variants: [
          {
            props: { size: 'xlarge' },
            style: {
              minHeight: BUTTON_HEIGHTS.xlarge,
              fontSize: '1.0625rem',
              padding: '12px 32px',
            },
          },
        ],
        styleOverrides: {
          sizeSmall: { minHeight: BUTTON_HEIGHTS.small },
          sizeMedium: { minHeight: BUTTON_HEIGHTS.medium },
          sizeLarge: { minHeight: BUTTON_HEIGHTS.large },
        },
      },
      // §9 tooltips open after 150 ms.
      MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_ENTER_DELAY_MS } },
      // Links inside text are underlined: colour alone does not tell them apart (WCAG 1.4.1).
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    },
  });
}
