import { href } from '@signet/contract';
import { useNavigate, useParams } from 'react-router';
import { SendToView } from '../features/requests/index.ts';

/** §2 /sendto/{id}: claiming makes the document the caller's draft, set up on /invite/{id}. */
export default function SendToPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <SendToView id={id} onClaimed={(request) => navigate(href('invite', { id: request.id }))} />
  );
}
