// Africa's Talking's delivery report: a form-encoded POST (id, status, phoneNumber, networkCode,
// failureReason when Rejected or Failed, retryCount) to the URL set in its dashboard.
// https://developers.africastalking.com/docs/sms/notifications
import { z } from 'zod';

const word = z.string().regex(/^[A-Za-z][A-Za-z0-9_ -]{0,59}$/);

export const deliveryReportSchema = z.object({
  /** The messageId of the send answer ('ATXid_' and hex): printable, no spaces. */
  id: z.string().regex(/^[\x21-\x7e]{1,100}$/),
  /** Sent, Submitted, Buffered, Rejected, Success, Failed (and what Africa's Talking adds later). */
  status: word,
  phoneNumber: z.string().max(30).optional(),
  networkCode: z.string().max(20).optional(),
  failureReason: z.preprocess((value) => (value === '' ? undefined : value), word.optional()),
  retryCount: z.string().max(10).optional(),
});

export type DeliveryReport = z.output<typeof deliveryReportSchema>;
