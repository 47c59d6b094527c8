import { MembersView } from '../features/business-members/index.ts';
import { useUser } from '../features/session/index.ts';

export default function BusinessMembersPage() {
  const user = useUser().data;
  if (!user?.business) return null;
  return <MembersView businessId={user.business.id} selfId={user.id} />;
}
