// What the owner receives when a channel starts failing: one text and one mail per incident. Both
// are sent whatever failed: when texts fail, the mail gets through, and the other way round.
import { ALERT_WORDS, type AlertChannel } from '../../../core/failure-alerts';
import { plainSmsText } from '../../../core/sms-length';
import type { Mail } from '../../integrations/mail/mail';
import { brandedMail } from '../notifications';

export interface AlertNotice {
  channel: AlertChannel;
  failures: number;
  /** The console's Today page, where the alert stays until the channel works again. */
  consoleLink: string;
}

export function alertSms({ channel, failures, consoleLink }: AlertNotice): string {
  const words = ALERT_WORDS[channel];
  return plainSmsText(
    `Shop alert: ${words.title} (${words.counted(failures)} in the last hour). ${consoleLink}`,
  );
}

export function alertMail(to: string, { channel, failures, consoleLink }: AlertNotice): Mail {
  const words = ALERT_WORDS[channel];
  // Subjects are logged: the channel's name only.
  return brandedMail(
    { to, subject: `Alert: ${words.title}` },
    {
      greeting: 'Hello,',
      body: [
        `${words.title}: ${words.counted(failures)} in the last hour, and nothing of the kind has gone through since.`,
        words.advice,
        'The console shows the alert on its Today page until it works again; you will not be told again meanwhile.',
        { kind: 'button', label: 'Open Today in the console', url: consoleLink },
      ],
    },
  );
}
