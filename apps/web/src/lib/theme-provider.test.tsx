import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSignetTheme } from './theme.ts';
import { SignetThemeProvider } from './theme-provider.tsx';

function Probe() {
  const theme = useTheme();
  return (
    <p>
      {theme.signet.contentMaxWidth} {theme.palette.primary.main} {String(theme.vars)}
    </p>
  );
}

describe('SignetThemeProvider', () => {
  it('gives components the Signet theme, without CSS variables', () => {
    const theme = createSignetTheme();
    render(
      <SignetThemeProvider theme={theme}>
        <Probe />
      </SignetThemeProvider>,
    );
    expect(screen.getByText(`830 ${theme.palette.primary.main} null`)).toBeTruthy();
  });

  it('applies the theme’s component defaults (buttons without elevation)', () => {
    render(
      <SignetThemeProvider theme={createSignetTheme()}>
        <Button variant="contained">Go</Button>
      </SignetThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Go' }).className).toContain(
      'MuiButton-disableElevation',
    );
  });
});
