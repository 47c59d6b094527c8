import { useParams } from 'react-router';
import { NotFoundPage } from '../app/not-found-page.tsx';
import { GuestLanding, GuestRequestGate, guestSessionFor } from '../features/direct-sign/index.ts';

/** §2 /{id}/{userid}: what a guest's link opens first (the guard let only its guest in). */
export default function DirectSignPage() {
  const session = guestSessionFor('directSign', useParams());
  if (!session) return <NotFoundPage />;
  return (
    <GuestRequestGate session={session}>
      {(request, user) => <GuestLanding session={session} request={request} user={user} />}
    </GuestRequestGate>
  );
}
