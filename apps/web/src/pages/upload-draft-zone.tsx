import { useNavigate } from 'react-router';
import { sessionView } from '../app/session-context.ts';
import { UploadZone, uploadDestination } from '../features/requests/index.ts';
import { useUser } from '../features/session/index.ts';

/**
 * The drop zone of /upload and of the first dashboard: the files become one new draft, which opens
 * where the account may edit it (uploadDestination).
 */
export function UploadDraftZone() {
  const navigate = useNavigate();
  const user = useUser().data;
  // The same role the route guard gives this account, so the choice matches what /invite allows.
  const { role } = sessionView(user);
  return (
    <UploadZone
      onUploaded={(request) => {
        const { to, state } = uploadDestination(role, request.id);
        navigate(to, { state });
      }}
    />
  );
}
