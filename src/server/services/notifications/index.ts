// Mail and text messages: queued as jobs in the transaction of their cause, sent by the worker,
// and Africa's Talking's delivery reports. What a message says belongs to the domain that sends it.
export { brandedMail } from './branded-mail/branded-message';
export type { MailEnvelope } from './branded-mail/branded-message';
export { enqueueMail, mailJobHandler } from './mail-jobs';
export { mailFailureSignal, smsFailureSignal } from './failure-signals';
export { enqueueCustomerSms, enqueueSms } from './sms-jobs';
export { mailBrand, notificationJobHandlers } from './job-handlers';
export { notificationsPersonalData } from './personal-data';
export { createSmsService } from './sms-reports';
export type { SmsService } from './sms-reports';
