import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserVisualSignature } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { SignaturePreview } from './signature-preview.tsx';
import { useStoredPreview } from './visual-signatures.queries.ts';

/** One visual signature: its stamp, its name, and what can be done with it. */
export function SignatureCard({
  signature,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  signature: UserVisualSignature;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const { t } = useTranslation('visual');
  const preview = useStoredPreview(signature.id, signature.updatedAt);
  return (
    <Paper
      component="article"
      elevation={0}
      aria-label={signature.alias}
      data-testid="visual-signature-card"
      sx={{
        p: { xs: 4, sm: 5 },
        border: 1,
        borderColor: signature.default ? 'primary.main' : 'divider',
        borderRadius: 3,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ mb: 4, minWidth: 0, alignItems: 'center' }}>
        <Typography variant="h3" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {signature.alias}
        </Typography>
        {signature.default && <Chip size="small" color="primary" label={t('list.default')} />}
      </Stack>
      <SignaturePreview url={preview.url} loading={preview.isFetching} failed={preview.isError} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mt: 4, flexWrap: 'wrap', justifyContent: 'flex-end' }}
      >
        {!signature.default && (
          <AppButton kind="text" onClick={onMakeDefault} disabled={busy}>
            {t('list.make_default')}
          </AppButton>
        )}
        <AppButton kind="text" color="error" onClick={onDelete} disabled={busy}>
          {t('list.delete')}
        </AppButton>
        <AppButton kind="secondary" onClick={onEdit} disabled={busy}>
          {t('list.edit')}
        </AppButton>
      </Stack>
    </Paper>
  );
}
