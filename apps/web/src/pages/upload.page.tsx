import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UploadDraftZone } from './upload-draft-zone.tsx';

/** §2 /upload; the new draft opens where the account may edit it (uploadDestination). */
export default function UploadPage() {
  const { t } = useTranslation('requests');
  return (
    <Stack spacing={6}>
      <div>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('upload.heading')}
        </Typography>
        <Typography color="text.secondary">{t('upload.intro')}</Typography>
      </div>
      <UploadDraftZone />
    </Stack>
  );
}
