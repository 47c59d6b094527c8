import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCUMENT_TYPES, type IdentityData } from '@signet/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { identificationErrorText } from './error-text.ts';
import {
  type Legislation,
  saveIdentity,
  startDesk,
  submitDesk,
  uploadPhoto,
} from './identification.api.ts';
import { DOCUMENT_TYPE_TEXT, FIELD_TEXT, PHOTO_TEXT } from './texts.ts';

const EMPTY: IdentityData = {
  firstNames: '',
  lastName: '',
  dateOfBirth: '',
  nationality: '',
  documentType: 'passport',
  documentNumber: '',
  documentExpiry: '',
};
const TEXT_FIELDS = ['firstNames', 'lastName', 'nationality', 'documentNumber'] as const;
const DATE_FIELDS = ['dateOfBirth', 'documentExpiry'] as const;

/**
 * "Supply eID data": the identity data as on the document and photos of the document and of the
 * person, handed to the registration desk in one go (start, data, photos, submit).
 */
export function EidDataDialog({
  controls,
  legislation,
  identificationId,
  onDone,
}: {
  controls: DialogControls;
  legislation: Legislation;
  identificationId: string | null;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation('identification');
  const [data, setData] = useState<IdentityData>(EMPTY);
  const [photos, setPhotos] = useState<{ document?: File; face?: File }>({});
  const [failure, setFailure] = useState<{ text: string; fields: string[] } | null>(null);
  const set = (name: keyof IdentityData) => (event: { target: { value: string } }) =>
    setData({ ...data, [name]: event.target.value });
  const invalid = (name: string) => failure?.fields.includes(`body.${name}`) ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!photos.document || !photos.face) {
      setFailure({ text: t('dialog.photosRequired'), fields: [] });
      return;
    }
    const { document, face } = photos;
    try {
      await controls.run(async () => {
        const id = identificationId ?? (await startDesk(legislation)).id;
        await saveIdentity(id, { ...data, nationality: data.nationality.toUpperCase() });
        await uploadPhoto(id, 'document', document);
        await uploadPhoto(id, 'face', face);
        await submitDesk(id);
        await onDone();
      });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields.map((f) => f.field) : [];
      setFailure({ text: identificationErrorText(t, error), fields });
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>{t('dialog.text')}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 4 }}>
            {failure.text}
          </Alert>
        )}
        <Stack spacing={3}>
          {TEXT_FIELDS.map((name) => (
            <TextField
              key={name}
              label={t(FIELD_TEXT[name])}
              value={data[name]}
              onChange={set(name)}
              error={invalid(name)}
              required
            />
          ))}
          {DATE_FIELDS.map((name) => (
            <TextField
              key={name}
              type="date"
              label={t(FIELD_TEXT[name])}
              value={data[name]}
              onChange={set(name)}
              error={invalid(name)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
          ))}
          <TextField
            select
            label={t('fields.documentType')}
            value={data.documentType}
            onChange={set('documentType')}
          >
            {DOCUMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(DOCUMENT_TYPE_TEXT[type])}
              </MenuItem>
            ))}
          </TextField>
          {(['document', 'face'] as const).map((kind) => (
            <Stack key={kind} spacing={1}>
              <Typography variant="body2">{t(PHOTO_TEXT[kind])}</Typography>
              <input
                type="file"
                accept="image/png,image/jpeg"
                aria-label={t(PHOTO_TEXT[kind])}
                onChange={(event) => setPhotos({ ...photos, [kind]: event.target.files?.[0] })}
              />
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('dialog.cancel')}
        </AppButton>
        <AppButton type="submit" loading={controls.loading}>
          {t('dialog.submit')}
        </AppButton>
      </DialogActions>
    </form>
  );
}
