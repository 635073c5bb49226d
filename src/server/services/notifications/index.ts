export { MAIL_JOB, enqueueMail, mailJobHandler } from './mail-jobs';
export { SMS_JOB, enqueueCustomerSms, enqueueSms } from './sms-jobs';
export { orderMessages, recordDeliveryReport } from './sms-reports';
export { smsJobHandler } from './sms-send';
