import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { href } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UploadZone } from '../features/requests/upload-zone.tsx';

/** §2 /upload: the new draft opens on /invite/{id} with the skip-upload flag (router state). */
export default function UploadPage() {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  return (
    <Stack spacing={6}>
      <div>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('upload.heading')}
        </Typography>
        <Typography color="text.secondary">{t('upload.intro')}</Typography>
      </div>
      <UploadZone
        onUploaded={(request) =>
          navigate(href('invite', { id: request.id }), { state: { from: 'upload' } })
        }
      />
    </Stack>
  );
}
