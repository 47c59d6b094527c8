import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CONTENT_MAX_WIDTH } from '../lib/theme-constants.ts';
import { BrandLogo } from './brand-logo.tsx';

/** A message page with no navigation (/bye, /expired, /sorry, /maintenance, /cookiesblocked). */
export function MessagePage({
  icon,
  title,
  children,
  actions,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 4,
        py: { xs: 10, sm: 16 },
      }}
    >
      <Box sx={{ mb: 10 }}>
        <BrandLogo size={36} />
      </Box>
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: Math.min(560, CONTENT_MAX_WIDTH),
          p: { xs: 6, sm: 12 },
          textAlign: 'center',
          borderRadius: 3,
          boxShadow: '0 12px 40px rgba(19, 40, 106, 0.10)',
        }}
      >
        {icon && <Box sx={{ mb: 4, color: 'primary.main', '& svg': { fontSize: 56 } }}>{icon}</Box>}
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 4 }}>
          {title}
        </Typography>
        {children && (
          <Typography component="div" color="text.secondary" sx={{ mb: actions ? 8 : 0 }}>
            {children}
          </Typography>
        )}
        {actions && (
          <Box sx={{ display: 'flex', gap: 3, justifyContent: 'center', flexWrap: 'wrap' }}>
            {actions}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
