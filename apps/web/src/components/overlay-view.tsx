import Dialog from '@mui/material/Dialog';
import { useSyncExternalStore } from 'react';
import { overlays } from '../lib/hosts/hosts.ts';

/**
 * §4: full-screen overlays on a white, fully opaque, persistent backdrop: with no onClose,
 * neither Escape nor a backdrop click closes one; only its action or its own close does.
 */
export default function OverlayView() {
  const { active } = useSyncExternalStore(overlays.subscribe, overlays.get);
  if (!active) return null;
  return (
    <Dialog
      open
      fullScreen
      slotProps={{
        backdrop: { sx: { backgroundColor: '#ffffff', opacity: 1 } },
        paper: { elevation: 0, sx: { bgcolor: '#ffffff' } },
      }}
    >
      {active.render({
        loading: active.loading,
        run: (action) => overlays.run(active.id, action),
        close: () => overlays.close(active.id),
      })}
    </Dialog>
  );
}
