import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of a settings-style page. */
export function SectionCard({
  title,
  description,
  children,
  tone = 'default',
}: {
  title: string;
  description?: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <Paper
      component="section"
      elevation={0}
      sx={{
        p: { xs: 5, sm: 8 },
        border: 1,
        borderColor: tone === 'danger' ? 'error.light' : 'divider',
        borderRadius: 3,
      }}
    >
      <Typography variant="h3" component="h2" sx={{ mb: description ? 1 : 5 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 5 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
