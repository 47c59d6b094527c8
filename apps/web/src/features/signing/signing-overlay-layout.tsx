import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/brand-logo.tsx';

export type OverlayTone = 'primary' | 'success' | 'warning' | 'error' | 'info';

/**
 * The common frame of the signing overlays (§2 full-screen overlays): the brand mark, a large
 * icon in a tinted disc, the title (which names the overlay for assistive technology), the
 * explanation and the actions. The overlay host supplies the white, opaque backdrop (§4).
 */
export function SigningOverlayLayout({
  tone,
  icon,
  title,
  children,
  actions,
}: {
  tone: OverlayTone;
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const theme = useTheme();
  const color = theme.palette[tone].main;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: { xs: 5, sm: 8 },
        pt: { xs: 10, sm: 8 },
        pb: { xs: 6, sm: 8 },
      }}
    >
      <Box sx={{ alignSelf: { xs: 'center', sm: 'flex-start' } }}>
        <BrandLogo size={28} />
      </Box>
      <Box
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 520,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          textAlign: 'center',
          py: { xs: 8, sm: 12 },
        }}
      >
        <Box
          sx={{
            mx: 'auto',
            mb: 6,
            width: { xs: 80, sm: 96 },
            height: { xs: 80, sm: 96 },
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color,
            bgcolor: alpha(color, 0.1),
            '& svg': { fontSize: { xs: 40, sm: 48 } },
          }}
        >
          {icon}
        </Box>
        <DialogTitle
          component="h1"
          sx={{ p: 0, mb: 3, typography: 'h1', fontSize: { xs: '1.5rem', sm: '1.875rem' } }}
        >
          {title}
        </DialogTitle>
        {children && (
          <Typography component="div" color="text.secondary" sx={{ fontSize: '1.0625rem' }}>
            {children}
          </Typography>
        )}
        {actions && (
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={3}
            sx={{ mt: 10, justifyContent: 'center', '& > *': { minWidth: { sm: 160 } } }}
          >
            {actions}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
