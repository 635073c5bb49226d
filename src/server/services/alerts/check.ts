// One check of every channel (the periodic job runs it in one app process a period, and two at
// once still tell the owner once). A channel opens an incident when it failed its threshold's
// number of times in the window and nothing of its kind has gone through since the last failure;
// opening queues the owner's text and mail in the same transaction, keyed by the incident. The
// incident ends when the channel works again (a success after its last failure) or the window
// holds no failure; failures from before that end are not counted towards the next one.
import {
  ALERT_CHANNELS,
  ALERT_THRESHOLDS,
  ALERT_WINDOW_MS,
  type AlertChannel,
  type FailureSignal,
} from '../../../core/failure-alerts';
import type { Database } from '../../db/client';
import { enqueueMail, enqueueSms } from '../notifications';
import type { SettingsService } from '../settings';
import {
  lastResolvedAt,
  openIncident,
  readOpenIncidents,
  resolveIncident,
  updateOpenIncident,
} from './incidents';
import { alertMail, alertSms } from './messages';
import type { SignalReader } from './signals';

export interface CheckDeps {
  db: Database;
  signals: Record<AlertChannel, SignalReader>;
  settings: Pick<SettingsService, 'read'>;
  publicUrl: string;
  /** The owner's phone (SHOP_SMS_PHONE). */
  shopPhone: string;
}

export interface CheckOutcome {
  opened: AlertChannel[];
  resolved: AlertChannel[];
}

const worksAgain = (signal: FailureSignal) =>
  signal.lastSuccessAt !== null &&
  (signal.lastFailureAt === null || signal.lastSuccessAt > signal.lastFailureAt);

export async function checkChannels(deps: CheckDeps, now = new Date()): Promise<CheckOutcome> {
  const open = new Set((await readOpenIncidents(deps.db)).map((incident) => incident.channel));
  const outcome: CheckOutcome = { opened: [], resolved: [] };
  for (const channel of ALERT_CHANNELS) {
    const windowStart = new Date(now.getTime() - ALERT_WINDOW_MS);
    const told = await lastResolvedAt(deps.db, channel);
    const since = told && told > windowStart ? told : windowStart;
    const signal = await deps.signals[channel](deps.db, since);
    if (open.has(channel)) {
      if (signal.failures === 0 || worksAgain(signal)) {
        if (await resolveIncident(deps.db, channel, now)) outcome.resolved.push(channel);
      } else if (signal.lastFailureAt) {
        await updateOpenIncident(deps.db, channel, {
          failures: signal.failures,
          lastFailureAt: signal.lastFailureAt,
        });
      }
    } else if (signal.failures >= ALERT_THRESHOLDS[channel] && signal.lastFailureAt && !worksAgain(signal)) {
      const lastFailureAt = signal.lastFailureAt;
      if (await openAndTell(deps, { channel, failures: signal.failures, lastFailureAt, at: now })) {
        outcome.opened.push(channel);
      }
    }
  }
  return outcome;
}

async function openAndTell(
  deps: CheckDeps,
  incident: { channel: AlertChannel; failures: number; lastFailureAt: Date; at: Date },
): Promise<boolean> {
  const { store } = await deps.settings.read();
  return deps.db.transaction(async (tx) => {
    const opened = await openIncident(tx, incident);
    if (!opened) return false;
    const notice = { ...incident, consoleLink: `${deps.publicUrl}/admin` };
    const event = `alert:${opened.id}:${incident.channel}`;
    await enqueueSms(tx, {
      key: event,
      orderId: null,
      recipient: 'shop',
      to: deps.shopPhone,
      message: alertSms(notice),
    });
    await enqueueMail(tx, event, alertMail(store.email, notice));
    return true;
  });
}
