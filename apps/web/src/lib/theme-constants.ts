import {
  BREAKPOINTS as CONTRACT_BREAKPOINTS,
  LAYOUT,
  SPACING,
  type ToolbarDensity,
  toolbarHeights,
} from '@signet/contract';

// Look and layout constants of §1 "Look" and §9 "Layout", kept apart from MUI so rules and tests
// can read them without building a theme.

export const FONT_FAMILY = ['Inter', 'Arial', 'sans-serif'].join(', ');

/** §9 breakpoints, spacing (4 px steps to 64 px) and content widths, from the contract. */
export const BREAKPOINTS = CONTRACT_BREAKPOINTS;
export const SPACING_UNIT = SPACING.unitPx;
export const SPACING_MAX = SPACING.maxPx;
export const CONTENT_MAX_WIDTH = LAYOUT.contentMaxWidthPx;

export const BRAND = {
  primary: '#1d3b8f',
  primaryDark: '#13286a',
  primaryLight: '#4a66b8',
  accent: '#00a5a0',
  info: '#1f6fd1',
  warning: '#f5a623',
  error: '#d32f2f',
  success: '#2e7d32',
  background: '#f4f6fb',
} as const;

/** §1: each signature level has its own colour. */
export const LEVEL_COLORS = {
  ses: '#5b8def',
  aes: '#00a5a0',
  qes: '#1d3b8f',
  part11: '#8e44ad',
} as const;

/** §1: plan colours (§1 plan names; an enterprise plan's name starts with 'ent'). */
export const PLAN_COLORS = {
  free_legacy: '#8a94a6',
  individual: '#5b8def',
  team: '#00a5a0',
  pro: '#1d3b8f',
  scale: '#e0692b',
  enterprise: '#2b2d42',
} as const;

export function planColor(planName: string): string {
  if (planName.startsWith('ent')) return PLAN_COLORS.enterprise;
  return PLAN_COLORS[planName as keyof typeof PLAN_COLORS] ?? PLAN_COLORS.free_legacy;
}

/** §1: ten avatar colours, picked by a stable hash of the account's name or e-mail. */
export const AVATAR_COLORS = [
  // Each keeps white initials at a contrast of at least 4.5:1 (WCAG 1.4.3).
  '#1d3b8f',
  '#00716d',
  '#b3461a',
  '#7b2f9e',
  '#2e6b30',
  '#ad1457',
  '#3559b8',
  '#6d4c41',
  '#00697a',
  '#8a5a00',
] as const;

export function avatarColor(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
}

/** §9 toolbar heights per density (contract's toolbarHeights). */
export function toolbarHeight(density: ToolbarDensity): { height: number; extension: number } {
  const { heightPx, extensionHeightPx } = toolbarHeights(density);
  return { height: heightPx, extension: extensionHeightPx };
}

/** §9 button sizes; `xlarge` is the spec's "extra large". */
export const BUTTON_HEIGHTS = { small: 32, medium: 40, large: 48, xlarge: 56 } as const;
