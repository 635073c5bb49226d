export { exportActivity, readActivity } from './activity-log';
export type { ActivityEntry } from './activity-log';
export { recordAudit } from './record';
