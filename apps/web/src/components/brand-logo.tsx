import Box from '@mui/material/Box';
import { BRAND } from '../lib/theme-constants.ts';

/** The Signet mark (a seal with a signature stroke) and word mark. */
export function BrandLogo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, color: 'primary.main' }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={BRAND.primary} />
        <circle cx="16" cy="16" r="9.5" fill="none" stroke="#fff" strokeWidth="1.6" opacity=".5" />
        <path
          d="M9 19.5c2.2-4.6 4-7 5.2-7 1.7 0 .1 6 1.8 6 1.2 0 2.1-3.6 3.4-3.6.9 0 .9 2.2 3.6 2.2"
          fill="none"
          stroke={BRAND.accent}
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {withName && (
        <Box
          component="span"
          sx={{ fontWeight: 700, fontSize: size * 0.66, letterSpacing: '-0.02em', lineHeight: 1 }}
        >
          Signet
        </Box>
      )}
    </Box>
  );
}
