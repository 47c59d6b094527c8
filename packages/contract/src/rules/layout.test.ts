import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  defaultButtonColor,
  LAYOUT,
  MAINTENANCE_POLL,
  REDIRECT_TIMEOUT,
  responsiveImageSrc,
  SESSION_TOKEN_LIFETIME_MS,
  SNACKBAR,
  SPACING_STEPS_PX,
} from './constants.ts';
import { resolveSnackbar } from './snackbar.ts';
import { type ToolbarDensity, toolbarHeights } from './toolbar.ts';

describe('§9 constants', () => {
  it.each<[string, unknown, unknown]>([
    [
      'breakpoints 600, 960, 1280, 1920, 2560',
      Object.values(BREAKPOINTS).slice(1),
      [600, 960, 1280, 1920, 2560],
    ],
    ['main content max width 830 px', LAYOUT.contentMaxWidthPx, 830],
    ['viewer side panel 340 px', LAYOUT.viewerPanelWidthPx, 340],
    ['token 24-hour expiry', SESSION_TOKEN_LIFETIME_MS, 86_400_000],
    ['maintenance polled every 60 s', MAINTENANCE_POLL.intervalMs, 60_000],
    ['5 consecutive failures are reported', MAINTENANCE_POLL.failuresBeforeReport, 5],
    [
      'redirect timeout 10..90, default 45',
      REDIRECT_TIMEOUT,
      { defaultSeconds: 45, minSeconds: 10, maxSeconds: 90 },
    ],
    ['snackbar width 288 to 568 px', SNACKBAR.width, { min: 288, max: 568 }],
    ['snackbar other style 344 to 672 px', SNACKBAR.wideWidth, { min: 344, max: 672 }],
  ])('%s', (_case, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('spacing steps of 4 px from 0 to 64 px', () => {
    expect(SPACING_STEPS_PX).toEqual([
      0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64,
    ]);
  });

  it.each([
    ['primary', 'info'],
    ['secondary', 'info'],
    ['text', 'grey'],
  ] as const)('default button colour of %s is %s', (type, color) => {
    expect(defaultButtonColor(type)).toBe(color);
  });

  it('image sources at /img/{name}.webp, name encoded', () => {
    expect(responsiveImageSrc('hero')).toBe('/img/hero.webp');
    expect(responsiveImageSrc('../x')).toBe('/img/..%2Fx.webp');
  });
});

describe('toolbarHeights (§9 "Toolbar height 64, extension 48; comfortable density minus 8, compact minus 16 (extension minus 4 and 8); prominent doubles")', () => {
  it.each<[ToolbarDensity, number, number]>([
    ['default', 64, 48],
    ['comfortable', 56, 44],
    ['compact', 48, 40],
    ['prominent', 128, 48],
  ])('%s → %i / %i', (density, height, extension) => {
    expect(toolbarHeights(density)).toEqual({ heightPx: height, extensionHeightPx: extension });
  });
});

describe('resolveSnackbar (§9 "default duration 3000 ms, never closes when indefinite"; §3 dismissible default true)', () => {
  it.each([
    ['defaults', { message: 'Saved' }, 3000, true],
    ['own duration', { message: 'Saved', duration: 8000 }, 8000, true],
    [
      'indefinite never closes',
      { message: 'Offline', indefinite: true, duration: 8000 },
      null,
      true,
    ],
    ['not dismissible when asked', { message: 'Saved', dismissible: false }, 3000, false],
    ['zero duration falls back to the default', { message: 'Saved', duration: 0 }, 3000, true],
    ['negative duration falls back to the default', { message: 'Saved', duration: -1 }, 3000, true],
  ])('%s', (_case, message, autoHideMs, dismissible) => {
    const resolved = resolveSnackbar(message);
    expect(resolved.autoHideMs).toBe(autoHideMs);
    expect(resolved.dismissible).toBe(dismissible);
    expect(resolved.message).toBe(message.message);
  });
});
