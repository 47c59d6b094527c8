import LinearProgress from '@mui/material/LinearProgress';
import { inviteSkipUpload } from '@signet/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { InviteView, useRequest } from '../features/requests/index.ts';
import { useUser } from '../features/session/index.ts';

/** §2 /invite/{id}: the owner's draft; "When arriving from the upload route, a skip-upload flag is set." */
export default function InvitePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useUser().data;
  const request = useRequest(id);
  const from = (location.state as { from?: string } | null)?.from;
  // The flag belongs to the arrival: kept for this visit, then dropped from the history entry so a
  // reload or a later visit does not claim the document was just uploaded.
  const [skipUpload] = useState(() => inviteSkipUpload(from));
  useEffect(() => {
    if (from) navigate(location.pathname, { replace: true, state: null });
  }, [from, location.pathname, navigate]);
  if (request.isError) throw request.error;
  if (!request.data || !user) return <LinearProgress aria-label={t('common.loading')} />;
  return <InviteView request={request.data} accountEmail={user.email} fromUpload={skipUpload} />;
}
