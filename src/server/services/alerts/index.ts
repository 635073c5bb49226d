// The owner's alerts: when mails, texts, eTIMS or M-Pesa prompts keep failing, the console's Today
// page says so and the owner gets one text and one mail per incident (check.ts).
import type { Database } from '../../db/client';
import { sweepPromptFailures } from '../mpesa';
import type { SettingsService } from '../settings';
import { checkChannels } from './check';
import { readOpenIncidents } from './incidents';
import { CHANNEL_SIGNALS } from './signals';

export type { CheckOutcome } from './check';
export type { IncidentRow } from './incidents';

const NOTES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export function createAlertsService(
  db: Database,
  options: { settings: Pick<SettingsService, 'read'>; publicUrl: string; shopPhone: string },
) {
  const deps = { db, signals: CHANNEL_SIGNALS, ...options };
  return {
    /** Counts each channel's failures and opens or ends incidents (jobs/failure-alerts.ts). */
    check: (now?: Date) => checkChannels(deps, now),
    /** The channels failing now, oldest incident first. */
    open: () => readOpenIncidents(db),
    /** Deletes the refused prompts' notes after a week; the checks look back an hour. */
    sweep: (now = new Date()) => sweepPromptFailures(db, new Date(now.getTime() - NOTES_KEPT_MS)),
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
