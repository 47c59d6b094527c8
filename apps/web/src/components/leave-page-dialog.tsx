import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogControls } from '../lib/hosts/dialog-store.ts';
import { dialogs } from '../lib/hosts/hosts.ts';
import { useNavigationBlocker } from '../lib/navigation.tsx';
import { AppButton } from './app-button.tsx';

/** §2 general dialog "leave page": unsaved changes would be lost. */
function LeavePageDialog({
  controls,
  onStay,
  onLeave,
}: {
  controls: DialogControls;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DialogTitle>{t('leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton
          kind="text"
          onClick={() => {
            onStay();
            controls.close();
          }}
        >
          {t('leave.stay')}
        </AppButton>
        <AppButton
          color="error"
          onClick={() => {
            controls.close();
            onLeave();
          }}
        >
          {t('leave.leave')}
        </AppButton>
      </DialogActions>
    </>
  );
}

/** Asks before navigating away while `dirty`; closing the tab gets the browser's own prompt. */
export function useLeavePageGuard(dirty: boolean): void {
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    dialogs.open(
      (controls) => (
        <LeavePageDialog
          controls={controls}
          onStay={() => blocker.reset()}
          onLeave={() => blocker.proceed()}
        />
      ),
      { blocking: true },
    );
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
