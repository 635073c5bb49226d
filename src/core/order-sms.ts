import type { SmsState } from './sms-states';

/** One text message of an order, as the order page shows it: when, to whom, what, and its report. */
export interface OrderSms {
  id: number;
  recipient: 'customer' | 'shop';
  to: string;
  message: string;
  state: SmsState;
  deliveryStatus: string | null;
  failureReason: string | null;
  createdAt: Date;
  sentAt: Date | null;
  reportedAt: Date | null;
}
