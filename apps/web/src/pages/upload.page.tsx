import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionView } from '../app/session-context.ts';
import { UploadZone, uploadDestination } from '../features/requests/index.ts';
import { useUser } from '../features/session/index.ts';

/** §2 /upload; the new draft opens where the account may edit it (uploadDestination). */
export default function UploadPage() {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  const user = useUser().data;
  // The same role the route guard gives this account, so the choice matches what /invite allows.
  const { role } = sessionView(user);
  return (
    <Stack spacing={6}>
      <div>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('upload.heading')}
        </Typography>
        <Typography color="text.secondary">{t('upload.intro')}</Typography>
      </div>
      <UploadZone
        onUploaded={(request) => {
          const { to, state } = uploadDestination(role, request.id);
          navigate(to, { state });
        }}
      />
    </Stack>
  );
}
