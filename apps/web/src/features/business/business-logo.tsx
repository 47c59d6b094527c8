import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUSINESS_LOGO, type Business } from '@signet/contract';
import { useId, useRef, useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { removeLogo, uploadLogo } from './business.api.ts';
import { useBusinessUpdates } from './business.queries.ts';
import { businessErrorText } from './business-errors.ts';
import { useBusinessTranslation } from './business-translation.ts';

/** Why a chosen file cannot be a logo, before it is sent; null when it may be. */
export function logoProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(BUSINESS_LOGO.contentTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > BUSINESS_LOGO.maxBytes) return 'size';
  return null;
}

/**
 * The logo signers see in mails and on the signing pages: PNG, JPEG or WebP up to 1 MB, sent as
 * the raw body (POST /v1/businesses/{id}/logo); the server re-encodes it.
 */
export function BusinessLogoSection({ business }: { business: Business }) {
  const { t } = useBusinessTranslation();
  const updates = useBusinessUpdates();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const logo = business.settings.companyBranding.logo;
  const run = async (kind: 'upload' | 'remove', action: () => Promise<Business['settings']>) => {
    setBusy(kind);
    setProblem(null);
    try {
      await updates.setSettings(business.id, await action());
      snackbars.show({
        message: kind === 'upload' ? t('logo.saved') : t('logo.removed'),
        color: 'success',
      });
    } catch (error) {
      setProblem(businessErrorText(t, error));
    } finally {
      setBusy(null);
    }
  };
  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const local = logoProblem(file);
    if (local) {
      setProblem(
        local === 'type' ? t('errors.BUSINESS_LOGO_TYPE') : t('errors.BUSINESS_LOGO_TOO_LARGE'),
      );
      return;
    }
    void run('upload', () => uploadLogo(business.id, file));
  };
  return (
    <Stack spacing={4}>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          p: 4,
          minHeight: 96,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.default',
        }}
      >
        {logo ? (
          <Box
            component="img"
            src={logo.url}
            alt={t('logo.alt', { name: business.name })}
            sx={{ maxWidth: '100%', maxHeight: 120, objectFit: 'contain' }}
          />
        ) : (
          <Typography color="text.secondary">{t('logo.none')}</Typography>
        )}
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('logo.hint')}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={BUSINESS_LOGO.contentTypes.join(',')}
        data-testid="logo-file"
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
          {logo ? t('logo.replace') : t('logo.upload')}
        </AppButton>
        {logo && (
          <AppButton
            kind="text"
            color="error"
            loading={busy === 'remove'}
            disabled={busy !== null}
            onClick={() => void run('remove', () => removeLogo(business.id))}
          >
            {t('logo.remove')}
          </AppButton>
        )}
      </Stack>
    </Stack>
  );
}
