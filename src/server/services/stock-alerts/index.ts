// Stock alerts: shoppers waiting for a sold-out product, told once when it is back and then
// forgotten, and the owner told when a size sells down to the low-stock threshold. Both act on the
// jobs the catalogue queues as stock moves.
export { stockAlertJobHandlers } from './job-handlers';
export { stockAlertsPersonalData } from './personal-data';
export { createWaitingList } from './waiting-list';
export type { WaitingList } from './waiting-list';
