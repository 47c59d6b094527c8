import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from './app-link.tsx';
import { WarningIcon } from './icons/shell-icons.tsx';
import { STAGING_BANNER_HEIGHT_PX } from './staging-banner.tsx';

/**
 * §2: non-blocking maintenance shows a warning-coloured bar at the top with a link. Under the §1
 * staging banner (`belowStagingBanner`) its words start below the banner, which would otherwise
 * cover the middle of them.
 */
export function MaintenanceBar({
  url,
  belowStagingBanner = false,
}: {
  url: string;
  belowStagingBanner?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={{
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        px: 4,
        py: 2,
        ...(belowStagingBanner ? { pt: `${STAGING_BANNER_HEIGHT_PX + 6}px` } : {}),
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
