// Mail goes out after the work that caused it has committed, in the background, retried with
// exponential backoff. Mail is a courtesy on top of a stored order: losing it after the last try
// is logged, and the order stays as it is.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Mail, MailLog, MailTransport, Mailer } from './mail';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Wait before the second try; each later wait doubles. */
  firstDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, firstDelayMs: 2_000 };

interface MailerOptions {
  transport: MailTransport;
  from: string;
  log: MailLog;
  retry?: RetryPolicy;
}

export function createMailer({ transport, from, log, retry = DEFAULT_RETRY }: MailerOptions): Mailer {
  const inFlight = new Set<Promise<boolean>>();

  async function deliverWithRetry(mail: Mail): Promise<boolean> {
    // Addresses are personal data: the log names the recipient's domain only.
    const details = { subject: mail.subject, toDomain: mail.to.split('@').pop(), transport: transport.kind };
    for (let attempt = 1; attempt <= retry.attempts; attempt++) {
      try {
        await transport.deliver({ ...mail, from });
        log.info({ ...details, attempt }, 'mail sent');
        return true;
      } catch (error) {
        const last = attempt === retry.attempts;
        const reason = withoutCredentials(error instanceof Error ? error.message : String(error));
        if (last) {
          log.error({ ...details, attempt, reason }, 'mail not sent: giving up');
          return false;
        }
        log.warn({ ...details, attempt, reason }, 'mail not sent: will retry');
        await sleep(retry.firstDelayMs * 2 ** (attempt - 1));
      }
    }
    return false;
  }

  return {
    send(mail) {
      const delivery = deliverWithRetry(mail);
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
      return delivery;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}

// Only the message is logged, and a transport error may quote the SMTP URL with its password, or
// the recipient's address (`550 5.1.1 <amina@example.com>: Recipient address rejected`).
function withoutCredentials(message: string): string {
  return message.replace(/\/\/[^\s/@]+@/g, '//***@').replace(/[^\s<>()[\]"',;:/@]+@(?=[^\s@]*\.)/g, '***@');
}
