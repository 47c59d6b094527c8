import { describe, expect, it } from 'vitest';
import { createSignetTheme } from './theme.ts';
import { AVATAR_COLORS, avatarColor, planColor, toolbarHeight } from './theme-constants.ts';

describe('theme (§1, §9)', () => {
  const theme = createSignetTheme();

  it('uses the bundled font with Arial and sans-serif fallbacks', () => {
    expect(theme.typography.fontFamily).toBe('Inter, Arial, sans-serif');
  });

  it('has the breakpoints 600, 960, 1280, 1920, 2560', () => {
    expect(theme.breakpoints.values).toMatchObject({
      sm: 600,
      md: 960,
      lg: 1280,
      xl: 1920,
      xxl: 2560,
    });
  });

  it('spaces in 4 px steps up to 64 px', () => {
    expect(theme.spacing(1)).toBe('4px');
    expect(theme.spacing(4)).toBe('16px');
    expect(theme.spacing(16)).toBe('64px');
    expect(theme.spacing(20)).toBe('64px');
  });

  it('is built without CSS variables or colour schemes (SignetThemeProvider relies on it)', () => {
    expect('colorSchemes' in theme).toBe(false);
    expect(theme.vars).toBeUndefined();
  });

  it('keeps content at most 830 px wide', () => {
    expect(theme.signet.contentMaxWidth).toBe(830);
  });

  it('has a colour for each signature level', () => {
    expect(Object.keys(theme.signet.levels)).toEqual(['ses', 'aes', 'qes', 'part11']);
  });

  it('picks one of ten avatar colours, the same for the same person', () => {
    expect(AVATAR_COLORS).toHaveLength(10);
    expect(new Set(AVATAR_COLORS).size).toBe(10);
    expect(avatarColor('anna@example.com')).toBe(avatarColor('anna@example.com'));
    expect(AVATAR_COLORS).toContain(avatarColor('bob@example.com'));
  });

  it('gives every enterprise plan the enterprise colour', () => {
    expect(planColor('enterprise_2026')).toBe(planColor('ent-custom'));
    expect(planColor('pro')).not.toBe(planColor('team'));
  });

  it('sizes toolbars per density (64/48, comfortable −8, compact −16, prominent doubles)', () => {
    expect(toolbarHeight('default')).toEqual({ height: 64, extension: 48 });
    expect(toolbarHeight('compact')).toEqual({ height: 48, extension: 40 });
    expect(toolbarHeight('prominent').height).toBe(128);
  });
});
