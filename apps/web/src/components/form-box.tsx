import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo.tsx';

/**
 * §1: the stacked form box of the login and sign-up pages — the form in one box and, stacked
 * beneath it, a second box with the way to the other flow.
 */
export function FormBox({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 4,
        py: { xs: 8, sm: 14 },
        background: (theme) =>
          `linear-gradient(180deg, ${theme.palette.primary.main} 0, ${theme.palette.primary.main} 240px, ${theme.palette.background.default} 240px)`,
      }}
    >
      <Box sx={{ mb: 8, color: '#fff', '& *': { color: '#fff' } }}>
        <BrandLogo size={36} />
      </Box>
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: 440,
          p: { xs: 6, sm: 10 },
          borderRadius: 3,
          boxShadow: '0 12px 40px rgba(19, 40, 106, 0.12)',
        }}
      >
        <Typography variant="h1" sx={{ fontSize: '1.625rem', mb: subtitle ? 2 : 6 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 6 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
      {footer && (
        <Paper
          elevation={0}
          sx={{
            width: '100%',
            maxWidth: 440,
            mt: 4,
            px: 6,
            py: 4,
            borderRadius: 3,
            textAlign: 'center',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          {footer}
        </Paper>
      )}
    </Box>
  );
}
