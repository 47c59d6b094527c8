// What the dashboard page and the start-up's prefetch use of the dashboard's tabs and filters.
export { readDashboardChoice, saveDashboardChoice } from './dashboard-choice.ts';
export { DashboardEmpty, type DashboardSelection, DashboardView } from './dashboard-view.tsx';
export { FirstDashboard } from './first-dashboard.tsx';
export { firstSteps, sentRequestCount } from './first-steps.ts';
