import LinearProgress from '@mui/material/LinearProgress';
import { inviteSkipUpload } from '@signet/contract';
import { useLocation, useParams } from 'react-router';
import { InviteView } from '../features/requests/invite-view.tsx';
import { useRequest } from '../features/requests/requests.queries.ts';
import { useUser } from '../features/session/session.queries.ts';

/** §2 /invite/{id}: the owner's draft; §2 "When arriving from the upload route, a skip-upload flag is set." */
export default function InvitePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const user = useUser().data;
  const request = useRequest(id);
  if (request.isError) throw request.error;
  if (!request.data || !user) return <LinearProgress />;
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <InviteView
      request={request.data}
      accountEmail={user.email}
      fromUpload={inviteSkipUpload(from)}
    />
  );
}
