import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  type DisplayToggles,
  enforceVisualSignaturePermissions,
  TOGGLE_PERMISSION,
  type UserVisualSignature,
  VISUAL_SIGNATURE_TEXT_MAX_LENGTH,
  type VisualSignaturePermissions,
} from '@signet/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { InputField } from '../../components/input-field.tsx';
import type { OverlayControls } from '../../lib/hosts/overlay-store.ts';
import { saveSignature } from './save-signature.ts';
import {
  type ImageChoice,
  imageFileProblem,
  SignatureImageInput,
} from './signature-image-input.tsx';
import { SignaturePreview } from './signature-preview.tsx';
import { useDrawingPng } from './use-drawing-png.ts';
import { imageErrorKey } from './visual-errors.ts';
import { useDraftPreview } from './visual-signatures.queries.ts';

const TOGGLES = ['displayDate', 'displayClaim', 'displayStandards', 'displayQr'] as const;
const TOGGLE_LABEL: Record<(typeof TOGGLES)[number], string> = {
  displayDate: 'toggle.displayDate',
  displayClaim: 'toggle.displayClaim',
  displayStandards: 'toggle.displayStandards',
  displayQr: 'toggle.displayQr',
};

interface Fields extends DisplayToggles {
  alias: string;
  name: string;
  optionalLine: string;
  location: string;
  default: boolean;
}

function initialFields(
  existing: UserVisualSignature | undefined,
  defaults: { name: string; isFirst: boolean },
  permissions: VisualSignaturePermissions,
): Fields {
  const base: Fields = existing
    ? { ...existing }
    : {
        alias: '',
        name: defaults.name,
        optionalLine: '',
        location: '',
        displayDate: true,
        displayClaim: true,
        displayStandards: true,
        displayQr: false,
        default: defaults.isFirst,
      };
  return enforceVisualSignaturePermissions(base, permissions);
}

/** §2 overlay "edit signature": lines, display toggles, handwriting and a live preview. */
export function SignatureEditOverlay({
  controls,
  existing,
  permissions,
  defaults,
  onSaved,
}: {
  controls: OverlayControls;
  existing?: UserVisualSignature;
  permissions: VisualSignaturePermissions;
  defaults: { name: string; isFirst: boolean };
  onSaved: (saved: UserVisualSignature) => Promise<void>;
}) {
  const { t } = useTranslation('visual');
  const [fields, setFields] = useState(() => initialFields(existing, defaults, permissions));
  const [image, setImage] = useState<ImageChoice>(
    existing?.hasCustomImage ? { kind: 'keep' } : { kind: 'draw', strokes: [] },
  );
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const drawing = useDrawingPng(image);
  const aliasMissing = fields.alias.trim() === '';
  const nameMissing = fields.name.trim() === '';
  const preview = useDraftPreview(
    nameMissing
      ? undefined
      : {
          name: fields.name,
          optionalLine: fields.optionalLine,
          location: fields.location,
          displayDate: fields.displayDate,
          displayClaim: fields.displayClaim,
          displayStandards: fields.displayStandards,
          displayQr: fields.displayQr,
          ...(existing && image.kind === 'keep' ? { id: existing.id } : {}),
          ...(drawing ? { drawing } : {}),
        },
    0,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (aliasMissing || nameMissing) return;
    if (image.kind === 'upload' && imageFileProblem(image.file)) return;
    setFailure(null);
    controls
      .run(async () => {
        const saved = await saveSignature(existing, fields, image);
        await onSaved(saved);
        return true;
      })
      .catch((error: unknown) => setFailure(t(imageErrorKey(error))));
  };

  // The drawing is in the preview already; an uploaded file appears once saved.
  const pendingImage = image.kind === 'upload';

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ minHeight: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack
        direction="row"
        spacing={3}
        sx={{
          alignItems: 'center',
          px: { xs: 4, sm: 8 },
          py: 3,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandLogo />
        <Typography variant="h2" component="h1" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {existing ? t('edit.title_edit') : t('edit.title_new')}
        </Typography>
        <IconButton
          aria-label={t('edit.close')}
          onClick={controls.close}
          disabled={controls.loading}
        >
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 1080,
          mx: 'auto',
          px: { xs: 4, sm: 8 },
          py: { xs: 5, sm: 8 },
        }}
      >
        {failure && (
          <Alert severity="error" sx={{ mb: 5 }}>
            {failure}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 6, md: 10 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          <Stack spacing={4}>
            <Typography variant="h3" component="h2">
              {t('edit.lines')}
            </Typography>
            <InputField
              label={t('edit.alias')}
              value={fields.alias}
              onChange={(event) => set('alias', event.target.value)}
              error={touched && aliasMissing}
              helperText={touched && aliasMissing ? t('edit.required') : t('edit.alias_hint')}
              inputProps={{ maxLength: VISUAL_SIGNATURE_TEXT_MAX_LENGTH.alias }}
              autoFocus
            />
            <InputField
              label={t('edit.name')}
              value={fields.name}
              onChange={(event) => set('name', event.target.value)}
              error={touched && nameMissing}
              helperText={touched && nameMissing ? t('edit.required') : undefined}
              autoComplete="name"
              inputProps={{ maxLength: VISUAL_SIGNATURE_TEXT_MAX_LENGTH.line }}
            />
            <InputField
              label={t('edit.company')}
              value={fields.optionalLine}
              onChange={(event) => set('optionalLine', event.target.value)}
              autoComplete="organization"
              inputProps={{ maxLength: VISUAL_SIGNATURE_TEXT_MAX_LENGTH.line }}
            />
            <InputField
              label={t('edit.location')}
              value={fields.location}
              onChange={(event) => set('location', event.target.value)}
              autoComplete="address-level2"
              inputProps={{ maxLength: VISUAL_SIGNATURE_TEXT_MAX_LENGTH.line }}
            />
            <Typography variant="h3" component="h2" sx={{ pt: 2 }}>
              {t('edit.display')}
            </Typography>
            <FormGroup>
              {TOGGLES.map((toggle) => {
                const key =
                  toggle in TOGGLE_PERMISSION
                    ? TOGGLE_PERMISSION[toggle as keyof typeof TOGGLE_PERMISSION]
                    : undefined;
                const locked = key ? !permissions[key].canUpdate : false;
                return (
                  <FormControlLabel
                    key={toggle}
                    control={
                      <Switch
                        checked={fields[toggle]}
                        onChange={(event) => set(toggle, event.target.checked)}
                        disabled={locked}
                      />
                    }
                    label={
                      <span>
                        {t(TOGGLE_LABEL[toggle])}
                        {locked && (
                          <Typography component="span" variant="body2" color="text.secondary">
                            {' '}
                            · {t('toggle.locked')}
                          </Typography>
                        )}
                      </span>
                    }
                  />
                );
              })}
            </FormGroup>
            <FormControlLabel
              control={
                <Checkbox
                  checked={fields.default}
                  onChange={(event) => set('default', event.target.checked)}
                  disabled={existing?.default === true || defaults.isFirst}
                />
              }
              label={t('edit.default')}
            />
          </Stack>
          <Stack spacing={4}>
            <Typography variant="h3" component="h2">
              {t('edit.handwriting')}
            </Typography>
            <SignatureImageInput
              choice={image}
              onChange={setImage}
              hasStoredImage={existing?.hasCustomImage === true}
              disabled={controls.loading}
            />
            <Typography variant="h3" component="h2" sx={{ pt: 2 }}>
              {t('edit.preview')}
            </Typography>
            <SignaturePreview
              url={preview.url}
              loading={preview.isFetching}
              failed={preview.isError}
            />
            {pendingImage && (
              <Typography variant="body2" color="text.secondary">
                {t('edit.preview_after_save')}
              </Typography>
            )}
          </Stack>
        </Box>
      </Box>
      <Stack
        direction="row"
        spacing={3}
        sx={{
          justifyContent: 'flex-end',
          position: 'sticky',
          bottom: 0,
          bgcolor: 'background.paper',
          px: { xs: 4, sm: 8 },
          py: 3,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('edit.cancel')}
        </AppButton>
        <AppButton type="submit" loading={controls.loading}>
          {t('edit.save')}
        </AppButton>
      </Stack>
    </Box>
  );
}
