import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons/shell-icons.tsx';

/** §1: the browser-storage entry that hides the staging banner. */
export const HIDE_STAGING_ALERT_KEY = 'hide-staging-alert';

export function isStagingBannerShown(mode: string | undefined, storage: Storage): boolean {
  return (
    mode !== undefined && mode !== 'production' && storage.getItem(HIDE_STAGING_ALERT_KEY) === null
  );
}

/**
 * Height of the message at the top. Fixed, so that what sits at the top of the page in the flow
 * (the maintenance bar) can keep its words clear of it.
 */
export const STAGING_BANNER_HEIGHT_PX = 28;

/** Whether the banner shows now, and the way to hide it for good (the storage entry of §1). */
export function useStagingBanner(mode: string | undefined): { shown: boolean; hide: () => void } {
  const [hidden, setHidden] = useState(false);
  const hide = useCallback(() => {
    localStorage.setItem(HIDE_STAGING_ALERT_KEY, 'true');
    setHidden(true);
  }, []);
  return { shown: !hidden && isStagingBannerShown(mode, localStorage), hide };
}

/** §1: 'Test System' overlay — a red frame around the viewport and a message at the top. */
export function StagingBanner({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation();
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
          height: STAGING_BANNER_HEIGHT_PX,
          whiteSpace: 'nowrap',
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
        <IconButton size="small" color="inherit" onClick={onHide} aria-label={t('staging.hide')}>
          <CloseIcon fontSize="inherit" />
        </IconButton>
      </Box>
    </>
  );
}
