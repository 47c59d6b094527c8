import { useUser } from '../features/session/index.ts';
import { SignerGroupsView } from '../features/signer-groups/index.ts';

export default function BusinessMembersSignerGroupsPage() {
  const user = useUser().data;
  if (!user?.business) return null;
  return <SignerGroupsView businessId={user.business.id} />;
}
