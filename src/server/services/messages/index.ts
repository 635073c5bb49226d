// What visitors send the shop: contact messages, newsletter sign-ups and the reseller waitlist, and
// the console's lists of them.
export { createSubscribersAdminService } from './admin-subscribers';
export { toAdminSubscribersJson, toAdminSubscribersPage } from './admin-subscriber-view';
export type { AdminSubscribersView } from './admin-subscriber-view';
export { createMessagesAdminService } from './admin';
export type { AdminMessagesView, ContactMessageRecord } from './admin';
export { toAdminMessageJson, toAdminMessagesJson, toAdminMessagesPage } from './admin-message-view';
export { createMessagesService } from './service';
export { UNSUBSCRIBE_REFUSED } from './service';
export { enqueueMarketingMail, withUnsubscribeLink } from './marketing-mail';
export { createUnsubscribeLinks } from './unsubscribe-links';
export type { UnsubscribeLinks } from './unsubscribe-links';
export { messagesPersonalData } from './personal-data';
export { createLinkKey } from './link-key';
export type { LinkKey } from './link-key';
