import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

/** §1: the browser-storage entry that hides the staging banner. */
export const HIDE_STAGING_ALERT_KEY = 'hide-staging-alert';

export function isStagingBannerShown(mode: string | undefined, storage: Storage): boolean {
  return (
    mode !== undefined && mode !== 'production' && storage.getItem(HIDE_STAGING_ALERT_KEY) === null
  );
}

/** §1: 'Test System' overlay — a red frame around the viewport and a message at the top. */
export function StagingBanner({ mode }: { mode: string | undefined }) {
  const { t } = useTranslation();
  const [, setHidden] = useState(false);
  if (!isStagingBannerShown(mode, localStorage)) return null;
  const hide = () => {
    localStorage.setItem(HIDE_STAGING_ALERT_KEY, 'true');
    setHidden(true);
  };
  return (
    <>
      <Box
        aria-hidden="true"
        data-testid="staging-frame"
        sx={{
          position: 'fixed',
          inset: 0,
          border: '4px solid',
          borderColor: 'error.main',
          pointerEvents: 'none',
          zIndex: (theme) => theme.zIndex.tooltip + 1,
        }}
      />
      <Box
        role="status"
        data-testid="staging-banner"
        sx={{
          position: 'fixed',
          top: 0,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: (theme) => theme.zIndex.tooltip + 2,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          borderRadius: '0 0 8px 8px',
          pl: 4,
          pr: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          fontSize: 13,
          fontWeight: 600,
          boxShadow: 2,
        }}
      >
        <span>
          {t('staging.title')}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {' · '}
            {t('staging.message')}
          </Box>
        </span>
        <IconButton size="small" color="inherit" onClick={hide} aria-label={t('staging.hide')}>
          <CloseIcon fontSize="inherit" />
        </IconButton>
      </Box>
    </>
  );
}
