// The business admin's screens for people and numbers: members and invitations, claimed domains,
// and the statistics of the business dashboard, with the query keys of the business's data.
export { businessMemberKeys } from './business-members.queries.ts';
export { ChartFigure, type ChartTable } from './chart-figure.tsx';
export { DomainsView } from './domains-view.tsx';
export { MembersView } from './members-view.tsx';
export { PagedTableFrame } from './paged-table-frame.tsx';
export { StatisticsView } from './statistics-view.tsx';
