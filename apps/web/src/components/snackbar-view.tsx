import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbars } from '../lib/hosts/hosts.ts';
import { SNACKBAR_MAX_WIDTH, SNACKBAR_MIN_WIDTH } from '../lib/hosts/snackbar-store.ts';
import { CloseIcon } from './icons.tsx';

/** §2/§9: the snackbar host, stacked above all content, one message at a time. */
export default function SnackbarView() {
  const { t } = useTranslation();
  useSyncExternalStore(snackbars.subscribe, snackbars.get);
  const message = snackbars.current();
  if (!message) return null;
  const dismiss = () => snackbars.dismiss(message.id);
  return (
    <Snackbar
      key={message.id}
      open
      autoHideDuration={message.autoHideMs}
      onClose={(_, reason) => {
        // A click elsewhere is not a dismissal; Escape is one only for dismissible messages.
        if (reason === 'timeout' || (reason === 'escapeKeyDown' && message.dismissible)) dismiss();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{
        zIndex: (theme) => theme.zIndex.snackbar + 10,
        ...(message.attach ? { position: 'absolute' } : {}),
      }}
    >
      <Alert
        severity={message.color}
        variant="filled"
        action={
          <>
            {message.action && (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  message.action?.handler();
                  dismiss();
                }}
              >
                {message.action.text}
              </Button>
            )}
            {message.dismissible && (
              <IconButton
                color="inherit"
                size="small"
                onClick={dismiss}
                aria-label={t('common.close')}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </>
        }
        sx={{ minWidth: SNACKBAR_MIN_WIDTH, maxWidth: SNACKBAR_MAX_WIDTH, width: '100%' }}
      >
        {message.message}
      </Alert>
    </Snackbar>
  );
}
