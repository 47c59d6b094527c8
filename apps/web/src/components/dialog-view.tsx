import Dialog from '@mui/material/Dialog';
import { useSyncExternalStore } from 'react';
import { dialogs } from '../lib/hosts/hosts.ts';

/**
 * §2/§4: the one dialog host. MUI's modal locks page-body scrolling while open; a blocking
 * dialog ignores Escape and backdrop clicks, and nothing closes while the action is loading.
 */
export default function DialogView() {
  const { active } = useSyncExternalStore(dialogs.subscribe, dialogs.get);
  if (!active) return null;
  const close = () => dialogs.close(active.id);
  const onClose = () => {
    if (!active.blocking && !active.loading) close();
  };
  // Keyed by the dialog: one that replaces another starts afresh, never with the other's typing.
  return (
    <Dialog key={active.id} open onClose={onClose} fullWidth maxWidth="sm">
      {active.render({
        loading: active.loading,
        run: (action) => dialogs.run(active.id, action),
        close,
      })}
    </Dialog>
  );
}
