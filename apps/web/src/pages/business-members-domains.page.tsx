import { DomainsView } from '../features/business-members/index.ts';
import { useUser } from '../features/session/index.ts';

export default function BusinessMembersDomainsPage() {
  const user = useUser().data;
  if (!user?.business) return null;
  return (
    <DomainsView
      businessId={user.business.id}
      ownEmail={user.email}
      emailVerified={user.emailVerified}
    />
  );
}
