import { StatisticsView } from '../features/business-members/index.ts';
import { useUser } from '../features/session/index.ts';

export default function BusinessDashboardPage() {
  const user = useUser().data;
  if (!user?.business) return null;
  return <StatisticsView businessId={user.business.id} />;
}
