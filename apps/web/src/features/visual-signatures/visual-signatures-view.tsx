import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_VISUAL_SIGNATURES, type User, type UserVisualSignature } from '@signet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { dialogs, overlays, snackbars } from '../../lib/hosts/hosts.ts';
import { SignatureCard } from './signature-card.tsx';
import { SignatureDeleteDialog } from './signature-delete-dialog.tsx';
import { SignatureEditOverlay } from './signature-edit-overlay.tsx';
import { imageErrorKey } from './visual-errors.ts';
import { updateSignature } from './visual-signatures.api.ts';
import { useRefreshVisualSignatures, useVisualSignatures } from './visual-signatures.queries.ts';

/** /profile/visual-signature: the user's stamps, the default first. */
export function VisualSignaturesView({ user }: { user: User }) {
  const { t } = useTranslation('visual');
  const list = useVisualSignatures();
  const refresh = useRefreshVisualSignatures();
  const [busy, setBusy] = useState(false);
  const permissions = user.permissions.visualSignatures;
  const signatures = list.data ?? [];

  const openEditor = (existing?: UserVisualSignature) => {
    overlays.open((controls) => (
      <SignatureEditOverlay
        controls={controls}
        {...(existing ? { existing } : {})}
        permissions={permissions}
        defaults={{
          name: `${user.firstName} ${user.lastName}`.trim(),
          isFirst: signatures.length === 0,
        }}
        onSaved={async () => {
          await refresh();
          snackbars.show({ message: t('snackbar.saved') });
        }}
      />
    ));
  };

  const openDelete = (signature: UserVisualSignature) => {
    dialogs.open((controls) => (
      <SignatureDeleteDialog
        controls={controls}
        signature={signature}
        onDeleted={async () => {
          await refresh();
        }}
      />
    ));
  };

  const makeDefault = async (signature: UserVisualSignature) => {
    setBusy(true);
    try {
      const { id, hasCustomImage, createdAt, updatedAt, ...body } = signature;
      await updateSignature(id, { ...body, default: true });
      await refresh();
    } catch (error) {
      snackbars.show({ message: t(imageErrorKey(error)), color: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {t('list.intro')}
        </Typography>
        <AppButton
          onClick={() => openEditor()}
          disabled={list.isPending || signatures.length >= MAX_VISUAL_SIGNATURES}
        >
          {t('list.create')}
        </AppButton>
      </Stack>
      {list.isError && <Alert severity="error">{t('errors.unknown')}</Alert>}
      {list.isPending && <Skeleton variant="rounded" height={260} />}
      {list.isSuccess && signatures.length === 0 && (
        <Paper
          elevation={0}
          sx={{
            p: { xs: 6, sm: 10 },
            border: 1,
            borderColor: 'divider',
            borderStyle: 'dashed',
            borderRadius: 3,
            textAlign: 'center',
          }}
        >
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            {t('list.empty_title')}
          </Typography>
          <Typography color="text.secondary">{t('list.empty_text')}</Typography>
        </Paper>
      )}
      {signatures.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {signatures.map((signature) => (
            <SignatureCard
              key={signature.id}
              signature={signature}
              busy={busy}
              onEdit={() => openEditor(signature)}
              onDelete={() => openDelete(signature)}
              onMakeDefault={() => void makeDefault(signature)}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
