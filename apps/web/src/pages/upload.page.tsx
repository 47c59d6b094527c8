import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canAccess, getRoute, href } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionView } from '../app/session-context.ts';
import { UploadZone } from '../features/requests/upload-zone.tsx';
import { useUser } from '../features/session/session.queries.ts';

/**
 * §2 /upload. The new draft opens where the account may edit it: members and admins on the member
 * route /invite/{id} with the skip-upload flag (router state), everyone else in the viewer
 * /view/{srid}, whose side panel holds the same controls (docs/decisions/0510-invite-page-for-members.md).
 */
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
        onUploaded={(request) =>
          canAccess(getRoute('invite'), role)
            ? navigate(href('invite', { id: request.id }), { state: { from: 'upload' } })
            : navigate(href('view', { srid: request.id }))
        }
      />
    </Stack>
  );
}
