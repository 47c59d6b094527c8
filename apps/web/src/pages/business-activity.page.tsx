import { ActivityView } from '../features/business-activity/index.ts';
import { useUser } from '../features/session/index.ts';

export default function BusinessActivityPage() {
  const user = useUser().data;
  if (!user?.business) return null;
  return <ActivityView businessId={user.business.id} />;
}
