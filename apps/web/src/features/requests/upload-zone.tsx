import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignatureRequest } from '@signet/contract';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { UploadIcon } from '../../components/icons.tsx';
import { uploadDocuments } from './requests.api.ts';
import { uploadPercent } from './upload-percent.ts';
import { refusedFileIndex, uploadRefusalKey } from './upload-refusal.ts';

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; fraction: number }
  | { phase: 'refused'; key: string; name: string };

/**
 * Drop or pick PDF files; they are uploaded as one new draft with visible progress. A refusal is
 * named in the user's language (the server checks the bytes: a `.pdf` name proves nothing).
 */
export function UploadZone({ onUploaded }: { onUploaded: (request: SignatureRequest) => void }) {
  const { t } = useTranslation('requests');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });

  const start = async (files: File[]) => {
    if (files.length === 0 || state.phase === 'uploading') return;
    const name = files.map((f) => f.name).join(', ');
    setState({ phase: 'uploading', name, fraction: 0 });
    try {
      const request = await uploadDocuments(files, (fraction) =>
        setState({ phase: 'uploading', name, fraction }),
      );
      onUploaded(request);
    } catch (error) {
      const index = refusedFileIndex(error);
      const refusedName = (index !== undefined ? files[index]?.name : undefined) ?? name;
      setState({ phase: 'refused', key: uploadRefusalKey(error), name: refusedName });
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void start([...event.dataTransfer.files]);
  };
  const busy = state.phase === 'uploading';

  return (
    <Stack spacing={4}>
      <Paper
        elevation={0}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="upload-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.paper',
          borderRadius: 3,
          px: { xs: 5, sm: 10 },
          py: { xs: 10, sm: 16 },
          textAlign: 'center',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <Box
          sx={{
            mx: 'auto',
            mb: 4,
            width: 72,
            height: 72,
            borderRadius: '50%',
            bgcolor: 'background.default',
            color: 'primary.main',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <UploadIcon sx={{ fontSize: 36 }} />
        </Box>
        <Typography variant="h3" component="p" sx={{ mb: 2 }}>
          {t('upload.drop')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('upload.or')}
        </Typography>
        <AppButton
          size="large"
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-describedby={hintId}
        >
          {t('upload.pick')}
        </AppButton>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          hidden
          data-testid="upload-input"
          onChange={(event) => void start([...(event.target.files ?? [])])}
        />
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          {t('upload.limits')}
        </Typography>
      </Paper>
      {state.phase === 'uploading' && (
        <Paper elevation={0} sx={{ p: 5, border: 1, borderColor: 'divider', borderRadius: 3 }}>
          <Typography sx={{ fontWeight: 600, mb: 2, overflowWrap: 'anywhere' }}>
            {t('upload.uploading', { name: state.name })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={uploadPercent(state.fraction)}
            // MUI eases the bar towards each value over 0.4 s: with the text already at the new
            // value, "100 % uploaded" stood beside a bar still short of full. Bar and text agree.
            sx={{ '& .MuiLinearProgress-bar': { transition: 'none' } }}
            aria-label={t('upload.uploading', { name: state.name })}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} aria-live="polite">
            {t('upload.progress', { percent: uploadPercent(state.fraction) })}
          </Typography>
        </Paper>
      )}
      {state.phase === 'refused' && (
        <Alert severity="error" role="alert" data-testid="upload-refused">
          {t(state.key, { name: state.name })}
        </Alert>
      )}
    </Stack>
  );
}
