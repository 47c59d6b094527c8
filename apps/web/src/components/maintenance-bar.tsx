import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from './app-link.tsx';
import { WarningIcon } from './icons.tsx';

/** §2: non-blocking maintenance shows a warning-coloured bar at the top with a link. */
export function MaintenanceBar({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={{
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        px: 4,
        py: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        fontSize: 14,
      }}
    >
      <WarningIcon fontSize="small" />
      <span>{t('maintenance.light.text')}</span>
      <ExternalLink
        href={url}
        color="inherit"
        sx={{ fontWeight: 600, textDecoration: 'underline' }}
      >
        {t('maintenance.light.link_text')}
      </ExternalLink>
    </Box>
  );
}
