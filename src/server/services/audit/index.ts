// The audit trail: every admin action and payment event, written in the transaction of its change,
// and read back as the console's Activity page. Every domain writes here, so it imports none.
export { createActivityService } from './activity-log';
export type { ActivityEntry } from './activity-log';
export { toActivityListJson, toActivityPage } from './activity-view';
export type { ActivityView } from './activity-view';
export { recordAudit } from './record';
