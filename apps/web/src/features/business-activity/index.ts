// The business admin's activity screen (/business/activity): lists, charts and CSV exports of
// what happened in the business, with the query keys of its activity.
export { ActivityView } from './activity-view.tsx';
export { businessActivityKeys } from './business-activity.queries.ts';
