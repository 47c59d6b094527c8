/** §5 "Toolbar density: prominent, default, comfortable or compact." */
export const TOOLBAR_DENSITIES = ['prominent', 'default', 'comfortable', 'compact'] as const;
export type ToolbarDensity = (typeof TOOLBAR_DENSITIES)[number];

/** §9 "Toolbar height 64, extension 48". */
export const TOOLBAR = { heightPx: 64, extensionHeightPx: 48 } as const;

/**
 * §9 "comfortable density minus 8, compact minus 16 (extension minus 4 and 8); prominent
 * doubles." Prominent doubles the bar itself; its extension (a tab row) keeps the default height,
 * since the spec gives the extension its own adjustments only for the denser settings.
 */
export function toolbarHeights(density: ToolbarDensity): {
  heightPx: number;
  extensionHeightPx: number;
} {
  switch (density) {
    case 'prominent':
      return { heightPx: TOOLBAR.heightPx * 2, extensionHeightPx: TOOLBAR.extensionHeightPx };
    case 'default':
      return { ...TOOLBAR };
    case 'comfortable':
      return { heightPx: TOOLBAR.heightPx - 8, extensionHeightPx: TOOLBAR.extensionHeightPx - 4 };
    case 'compact':
      return { heightPx: TOOLBAR.heightPx - 16, extensionHeightPx: TOOLBAR.extensionHeightPx - 8 };
  }
}
