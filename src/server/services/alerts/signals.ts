// Where each channel's failures are counted: every domain reads its own tables.
import type { AlertChannel, FailureSignal } from '../../../core/failure-alerts';
import type { Database } from '../../db/client';
import { promptFailureSignal } from '../mpesa';
import { mailFailureSignal, smsFailureSignal } from '../notifications';
import { etimsFailureSignal } from '../tax-invoices';

export type SignalReader = (db: Database, since: Date) => Promise<FailureSignal>;

export const CHANNEL_SIGNALS: Record<AlertChannel, SignalReader> = {
  mail: mailFailureSignal,
  sms: smsFailureSignal,
  etims: etimsFailureSignal,
  mpesa: promptFailureSignal,
};
