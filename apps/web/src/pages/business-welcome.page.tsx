import { BusinessWelcomeView } from '../features/business/index.ts';
import { useUser } from '../features/session/index.ts';

/** §2 /business/welcome: the first screen of a new business's admin. */
export default function BusinessWelcomePage() {
  const user = useUser().data;
  return <BusinessWelcomeView businessName={user?.business?.name} />;
}
