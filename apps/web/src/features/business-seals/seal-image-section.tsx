import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BusinessSealDetail, SEAL_IMAGE } from '@signet/contract';
import { useId, useRef, useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { removeImage, uploadImage } from './business-seals.api.ts';
import { useSealUpdates } from './business-seals.queries.ts';
import { sealErrorText } from './seal-errors.ts';
import { useSealsTranslation } from './seals-translation.ts';

/** Why a chosen file cannot be the seal's image (a `seals` key), before it is sent; null when it may be. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(SEAL_IMAGE.contentTypes as readonly string[]).includes(file.type)) {
    return 'errors.SEAL_IMAGE_TYPE';
  }
  if (file.size > SEAL_IMAGE.maxBytes) return 'errors.SEAL_IMAGE_TOO_LARGE';
  return null;
}

/**
 * The stamp's image (POST / DELETE …/seals/{name}/image): PNG, JPEG or WebP up to 1 MB, sent as
 * the raw body and re-encoded by the server. The preview beside it shows the result.
 */
export function SealImageSection({
  businessId,
  seal,
}: {
  businessId: string;
  seal: BusinessSealDetail;
}) {
  const { t } = useSealsTranslation();
  const updates = useSealUpdates(businessId);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const run = async (kind: 'upload' | 'remove', action: () => Promise<BusinessSealDetail>) => {
    setBusy(kind);
    setProblem(null);
    try {
      await updates.setSeal(await action());
      snackbars.show({
        message: kind === 'upload' ? t('image.saved') : t('image.removed'),
        color: 'success',
      });
    } catch (error) {
      setProblem(sealErrorText(t, error));
    } finally {
      setBusy(null);
    }
  };
  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const local = imageProblem(file);
    if (local) return setProblem(t(local));
    void run('upload', () => uploadImage(businessId, seal.accountName, file));
  };
  return (
    <Stack spacing={4}>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {seal.image ? t('image.hint') : `${t('image.none')}. ${t('image.hint')}`}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={SEAL_IMAGE.contentTypes.join(',')}
        data-testid="seal-image-file"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <AppButton
          kind="secondary"
          loading={busy === 'upload'}
          disabled={busy !== null}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {seal.image ? t('image.replace') : t('image.upload')}
        </AppButton>
        {seal.image && (
          <AppButton
            kind="text"
            color="error"
            loading={busy === 'remove'}
            disabled={busy !== null}
            onClick={() => void run('remove', () => removeImage(businessId, seal.accountName))}
          >
            {t('image.remove')}
          </AppButton>
        )}
      </Stack>
    </Stack>
  );
}
