export { createSubscribersAdminService } from './admin-subscribers';
export type { Subscriber } from './admin-subscribers';
export { createMessagesAdminService } from './admin';
export type { ContactMessageRecord } from './admin';
export { createMessagesService } from './service';
