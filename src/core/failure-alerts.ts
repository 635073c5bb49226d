// When the owner is told that mails, texts, tax invoices or M-Pesa prompts keep failing
// (services/alerts), in one place: the channels, how many failures in how long make an alert, and
// what the console and the owner's messages say about each.

export const ALERT_CHANNELS = ['mail', 'sms', 'etims', 'mpesa'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** Failures are counted over this much time before a check. */
export const ALERT_WINDOW_MS = 60 * 60 * 1000;

/**
 * This many failures in the window, with none of the channel's work succeeding since the last of
 * them, make an alert. One failure is a bad number or a blip; several in a row with nothing
 * getting through is an account, a key or a provider.
 */
export const ALERT_THRESHOLDS: Record<AlertChannel, number> = {
  mail: 2,
  sms: 3,
  etims: 2,
  mpesa: 3,
};

/** What a channel's domain reports for a check: its failures since a moment, and its last news. */
export interface FailureSignal {
  failures: number;
  /** The latest failure counted, or null when none was. */
  lastFailureAt: Date | null;
  /** The channel's latest success (a mail sent, a text delivered, an invoice issued, a prompt sent). */
  lastSuccessAt: Date | null;
}

/** A channel that keeps failing, as the console's Today page shows it. */
export interface FailingChannel {
  channel: AlertChannel;
  /** Failures in the last hour, as the latest check counted them. */
  failures: number;
  /** When the incident opened. */
  since: Date;
  lastFailureAt: Date;
}

interface ChannelWords {
  /** The console's heading for the alert. */
  title: string;
  /** "3 mails given up on". */
  counted: (failures: number) => string;
  /** What to look at first. */
  advice: string;
  /** The console page to look at first, when there is one. */
  page: { path: string; label: string } | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const ALERT_WORDS: Record<AlertChannel, ChannelWords> = {
  mail: {
    title: 'Mails are not going out',
    counted: (n) => `${plural(n, 'mail', 'mails')} given up on after every try`,
    advice: "Check the mail provider's account and the server's SMTP_URL.",
    page: null,
  },
  sms: {
    title: 'Text messages are failing',
    counted: (n) => `${plural(n, 'text', 'texts')} refused or not delivered`,
    advice: "Check the Africa's Talking balance, the API key and the sender ID.",
    page: null,
  },
  etims: {
    title: 'Tax invoices are not reaching KRA',
    counted: (n) => `${plural(n, 'invoice', 'invoices')} failing to send`,
    advice: 'The Tax invoices page shows the reason KRA gave; check Settings → Tax.',
    page: { path: '/admin/tax-invoices', label: 'See the failing invoices' },
  },
  mpesa: {
    title: 'M-Pesa payment prompts are failing',
    counted: (n) => `${plural(n, 'prompt', 'prompts')} refused by Safaricom or not sent`,
    advice:
      "Check the Daraja app's keys, passkey and shortcode; shoppers can still pay by Paybill or Pay Later.",
    page: { path: '/mpesa-test', label: 'Test the connection to M-Pesa' },
  },
};
