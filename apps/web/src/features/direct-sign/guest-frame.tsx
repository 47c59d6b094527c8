import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Language } from '@signet/contract';
import { type ReactNode, useEffect } from 'react';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { changeLocale, currentLocale, hasChosenLocale } from '../../lib/i18n/i18n.ts';
import { toLocale } from '../../lib/i18n/locales.ts';

/**
 * §9 "Italian is ignored in direct sign": a guest sees the language the sender chose for them
 * (en-gb, de-ch or fr-ch), unless they picked one themselves; Italian falls back to en-gb.
 */
export function useGuestLanguage(language: Language | undefined): void {
  useEffect(() => {
    const current = currentLocale();
    const wanted = toLocale(language ?? null);
    if (!hasChosenLocale() && wanted && wanted !== 'it' && wanted !== current) {
      void changeLocale(wanted, { remember: false });
    } else if (current === 'it') {
      void changeLocale('en-gb', { remember: false });
    }
  }, [language]);
}

/**
 * The frame of every guest screen (§2 Nas: no inbox, no profile): the product's mark and the
 * language menu on top, the screen below; phone width first (most guests open the link on one).
 */
export function GuestFrame({
  children,
  wide = false,
  footer,
  onScrollRoot,
}: {
  children: ReactNode;
  /** The viewer uses the whole width for the pages. */
  wide?: boolean;
  /** Stays at the bottom of the screen (the viewer's Sign and Decline). */
  footer?: ReactNode;
  /**
   * The viewer's pages scroll in an area of their own between the top bar and the footer (its
   * page navigator measures and moves that area); given the area once it is there.
   */
  onScrollRoot?: (element: HTMLDivElement | null) => void;
}) {
  const main = (
    <Box
      component="main"
      sx={{
        flex: 1,
        width: '100%',
        maxWidth: wide ? 960 : 640,
        mx: 'auto',
        px: { xs: 4, sm: 6 },
        py: { xs: 5, sm: 8 },
      }}
    >
      {children}
    </Box>
  );
  return (
    <Box
      sx={{
        ...(onScrollRoot ? { height: '100dvh' } : { minHeight: '100dvh' }),
        display: 'flex',
        flexDirection: 'column',
        bgcolor: '#f4f6fa',
      }}
    >
      <Stack
        component="header"
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 4, sm: 6 },
          py: 2,
          minHeight: 56,
          flexShrink: 0,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandLogo size={28} />
        <LanguageMenu color="primary" />
      </Stack>
      {onScrollRoot ? (
        <Box
          ref={onScrollRoot}
          data-testid="guest-scroll"
          sx={{
            flex: 1,
            minHeight: 0,
            display: 'flex',
            flexDirection: 'column',
            overflowY: 'auto',
            overscrollBehavior: 'contain',
          }}
        >
          {main}
        </Box>
      ) : (
        main
      )}
      {footer && (
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            flexShrink: 0,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            boxShadow: '0 -4px 16px rgba(27, 36, 55, 0.08)',
            px: { xs: 4, sm: 6 },
            py: 3,
          }}
        >
          <Box sx={{ maxWidth: wide ? 960 : 640, mx: 'auto' }}>{footer}</Box>
        </Box>
      )}
    </Box>
  );
}
