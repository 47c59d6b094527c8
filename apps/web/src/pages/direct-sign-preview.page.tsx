import { useParams } from 'react-router';
import { NotFoundPage } from '../app/not-found-page.tsx';
import { GuestRequestGate, GuestViewer, guestSessionFor } from '../features/direct-sign/index.ts';

/** §2 /{id}/{userid}/preview: the documents, read only, before the guest decides. */
export default function DirectSignPreviewPage() {
  const session = guestSessionFor('directSignPreview', useParams());
  if (!session) return <NotFoundPage />;
  return (
    <GuestRequestGate session={session}>
      {(request, user) => (
        <GuestViewer session={session} request={request} user={user} mode="preview" />
      )}
    </GuestRequestGate>
  );
}
