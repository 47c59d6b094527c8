import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { useObjectUrl } from '../../lib/object-url.ts';
import type { Stroke } from './pad-strokes.ts';
import { SignaturePad } from './signature-pad.tsx';

/** What the user wants done with the handwritten image on saving. */
export type ImageChoice =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'draw'; strokes: readonly Stroke[] }
  | { kind: 'upload'; file: File };

/** Mirrors the server's limits so a wrong file is named before it is sent. */
const ACCEPTED = ['image/png', 'image/jpeg'];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export function imageFileProblem(file: File): 'type' | 'size' | undefined {
  if (!ACCEPTED.includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return undefined;
}

export function SignatureImageInput({
  choice,
  onChange,
  hasStoredImage,
  disabled,
}: {
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  hasStoredImage: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('visual');
  const fileInput = useRef<HTMLInputElement>(null);
  const mode = choice.kind === 'upload' ? 'upload' : 'draw';
  const uploaded = useObjectUrl(choice.kind === 'upload' ? choice.file : undefined);
  const problem = choice.kind === 'upload' ? imageFileProblem(choice.file) : undefined;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange({ kind: 'upload', file });
    event.target.value = '';
  };

  return (
    <Stack spacing={3}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        disabled={disabled}
        onChange={(_, value: 'draw' | 'upload' | null) => {
          if (value === 'draw') onChange({ kind: 'draw', strokes: [] });
          if (value === 'upload') fileInput.current?.click();
        }}
        aria-label={t('edit.handwriting')}
      >
        <ToggleButton value="draw">{t('edit.draw')}</ToggleButton>
        <ToggleButton value="upload">{t('edit.upload')}</ToggleButton>
      </ToggleButtonGroup>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        data-testid="signature-image-file"
        onChange={onFile}
      />
      {choice.kind === 'upload' ? (
        <Stack spacing={2}>
          {problem ? (
            <Alert severity="error">
              {t(problem === 'type' ? 'edit.file_type' : 'edit.file_size')}
            </Alert>
          ) : (
            <Box
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'grey.50',
                p: 3,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Box
                component="img"
                src={uploaded}
                alt={t('edit.uploaded_alt')}
                sx={{ maxWidth: '100%', maxHeight: 140, objectFit: 'contain' }}
              />
            </Box>
          )}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <AppButton kind="text" size="small" onClick={() => fileInput.current?.click()}>
              {t('edit.choose_other')}
            </AppButton>
          </Stack>
        </Stack>
      ) : (
        <SignaturePad
          strokes={choice.kind === 'draw' ? choice.strokes : []}
          onChange={(strokes) => onChange({ kind: 'draw', strokes })}
          disabled={disabled}
        />
      )}
      {hasStoredImage && (
        <Typography variant="body2" color="text.secondary">
          {choice.kind === 'remove'
            ? t('edit.image_removed')
            : choice.kind === 'keep'
              ? t('edit.image_kept')
              : t('edit.image_replaced')}{' '}
          {choice.kind === 'remove' ? (
            <AppButton kind="text" size="small" onClick={() => onChange({ kind: 'keep' })}>
              {t('edit.keep_image')}
            </AppButton>
          ) : (
            <AppButton
              kind="text"
              size="small"
              color="error"
              onClick={() => onChange({ kind: 'remove' })}
            >
              {t('edit.remove_image')}
            </AppButton>
          )}
        </Typography>
      )}
    </Stack>
  );
}
