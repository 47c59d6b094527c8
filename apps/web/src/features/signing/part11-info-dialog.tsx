import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';

/**
 * §2 general dialog "part 11 info": before signing a part 11 request the signer learns what such
 * a signature holds (21 CFR 11.50: printed name, time, meaning) and how it is confirmed (11.200:
 * two distinct components, here the account's password session and the TAN).
 */
export function Part11InfoDialog({
  controls,
  onContinue,
}: {
  controls: DialogControls;
  onContinue: () => void;
}) {
  const { t } = useTranslation('signing');
  return (
    <>
      <DialogTitle>{t('part11.info.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('part11.info.text')}</DialogContentText>
        <List dense sx={{ listStyleType: 'disc', pl: 6, color: 'text.secondary' }}>
          <ListItem sx={{ display: 'list-item', pl: 1 }}>
            <ListItemText primary={t('part11.info.name')} />
          </ListItem>
          <ListItem sx={{ display: 'list-item', pl: 1 }}>
            <ListItemText primary={t('part11.info.reason')} />
          </ListItem>
          <ListItem sx={{ display: 'list-item', pl: 1 }}>
            <ListItemText primary={t('part11.info.tan')} />
          </ListItem>
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close}>
          {t('actions.cancel')}
        </AppButton>
        <AppButton
          autoFocus
          onClick={() => {
            controls.close();
            onContinue();
          }}
        >
          {t('part11.info.continue')}
        </AppButton>
      </DialogActions>
    </>
  );
}
