// What the shell and the maintenance page use of the maintenance notice.
export { isBlockedByMaintenance } from './maintenance-gate.ts';
export { maintenanceNotice, useMaintenance } from './maintenance-notice.ts';
