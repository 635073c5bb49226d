// Customers' data rights (Kenya's Data Protection Act, 2019): the console's export of everything
// held about one e-mail or phone, and its erasure, each audited without the e-mail or phone.
// Unsubscribing from marketing mail is the newsletter's own (services/messages).
export { createPrivacyService } from './service';
export type { CustomerDataFile, CustomerDataSummary, PrivacyActor, PrivacyService } from './service';
export { MONEY_UNSETTLED } from './money-unsettled';
export type { ErasedCounts } from './erase';
export { personalDataDoors } from './doors';
