import { useQuery } from '@tanstack/react-query';
import {
  DashboardEmpty,
  type DashboardSelection,
  FirstDashboard,
  firstSteps,
  sentRequestCount,
} from '../features/dashboard/index.ts';
import { requestListOptions } from '../features/requests/index.ts';
import { useVisualSignatures } from '../features/visual-signatures/index.ts';
import type { User } from '../lib/api/account-endpoints.ts';
import { UploadDraftZone } from './upload-draft-zone.tsx';

/** Whether the account has any request at all: every list, drafts included, newest one only. */
const ANY_REQUEST = { page_number: 1, page_size: 1 };

/**
 * An empty dashboard view. An account with no requests at all gets the first dashboard (issue 20:
 * the drop zone and a checklist); a view whose filter matches nothing keeps its own text.
 */
export function DashboardEmptyView({ view, user }: { view: DashboardSelection; user: User }) {
  const any = useQuery(requestListOptions(ANY_REQUEST));
  if (any.isPending) return null;
  if (any.isError || any.data.total > 0) return <DashboardEmpty view={view} />;
  return <FirstSteps user={user} sentRequests={sentRequestCount(any.data.items)} />;
}

function FirstSteps({ user, sentRequests }: { user: User; sentRequests: number }) {
  const signatures = useVisualSignatures();
  // Unread after a failure (the shell reports it): the step stays open rather than spin forever.
  const steps = !signatures.isPending
    ? firstSteps({
        visualSignatures: signatures.data?.length ?? 0,
        mobile: user.attributes.mobile?.[0],
        sentRequests,
      })
    : undefined;
  return <FirstDashboard upload={<UploadDraftZone />} steps={steps} />;
}
