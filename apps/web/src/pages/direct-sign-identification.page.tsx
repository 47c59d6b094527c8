import { useTranslation } from 'react-i18next';
import { useMatch, useParams } from 'react-router';
import { NotFoundPage } from '../app/not-found-page.tsx';
import {
  GuestFrame,
  guestAuth,
  guestSessionFor,
  guestViewerPath,
  IdentificationMissing,
  identificationMethod,
} from '../features/direct-sign/index.ts';
import { EidResult } from '../features/identification/index.ts';

/** §2 /direct-sign/identification/*: what the guest's signature still needs, or the eID's result. */
export default function DirectSignIdentificationPage() {
  const { t } = useTranslation('identification');
  const { method } = useParams();
  const isAustria = useMatch('/direct-sign/identification/id-austria-success') !== null;
  const isEidas = useMatch('/direct-sign/identification/eidas/:method') !== null;
  const routeId = isAustria
    ? 'directSignIdAustriaSuccess'
    : isEidas
      ? 'directSignEidas'
      : 'directSignZertes';
  const session = guestSessionFor(routeId, {});
  const found = identificationMethod(routeId, method);
  // The guard already showed the 404 page for a method the route does not know.
  if (!session || !found) return <NotFoundPage />;
  if (isAustria) {
    return (
      <GuestFrame>
        <EidResult
          guest={guestAuth(session)}
          backTo={guestViewerPath(session)}
          backLabel={t('eid.backToDocument')}
        />
      </GuestFrame>
    );
  }
  return <IdentificationMissing session={session} method={found} />;
}
