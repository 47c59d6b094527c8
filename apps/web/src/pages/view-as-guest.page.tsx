import { useParams } from 'react-router';
import { NotFoundPage } from '../app/not-found-page.tsx';
import { GuestRequestGate, GuestViewer, guestSessionFor } from '../features/direct-sign/index.ts';

/** §2 /view/{id}/{userid}: the viewer in guest mode, where the guest signs or declines. */
export default function ViewAsGuestPage() {
  const session = guestSessionFor('viewAsGuest', useParams());
  if (!session) return <NotFoundPage />;
  return (
    <GuestRequestGate session={session}>
      {(request, user) => (
        <GuestViewer session={session} request={request} user={user} mode="view" />
      )}
    </GuestRequestGate>
  );
}
