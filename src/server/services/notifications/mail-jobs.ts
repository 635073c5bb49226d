// Mail goes out through the job queue: written in the transaction of the change that causes it,
// sent by a worker with retries and backoff. Mail is a courtesy on top of a stored order: a mail
// given up on after its last try is logged, and the order stays as it is.
import { mailText } from '../../../core/mail-content';
import type { DbExecutor } from '../../db/executor';
import type { Mail, MailTransport } from '../../integrations/mail/mail';
import { enqueue, type RetryPolicy, type JobHandler, type JobLog } from '../jobs';
import { renderMailHtml, type MailBrand } from './branded-mail/render';
import { senderUnderShopName } from './mail-sender';

export const MAIL_JOB = 'mail';

/** Queues `mail` in the caller's transaction; `event` names what caused it (no personal data). */
export function enqueueMail(executor: DbExecutor, event: string, mail: Mail): Promise<boolean> {
  return enqueue(executor, { kind: MAIL_JOB, key: `mail:${event}`, payload: mail });
}

/** A mail's lasting name, from its job: the outbox file and the SMTP Message-ID are made of it. */
export function mailRef(job: { id: number; key: string }): string {
  return `${String(job.id).padStart(10, '0')}-${job.key.replace(/[^A-Za-z0-9]+/g, '-')}`.slice(0, 120);
}

export function mailJobHandler(options: {
  transport: MailTransport;
  from: string;
  /** What a branded mail shows of the shop (its name, logo, signature), read as each mail is sent. */
  brand: () => Promise<MailBrand>;
  retry: RetryPolicy;
  log: JobLog;
}): JobHandler {
  const { transport, from, brand, retry, log } = options;
  return {
    retry,
    async run(job) {
      const { content, ...mail } = job.payload as Mail;
      const shop = await brand();
      // A branded mail is signed and drawn as the shop is now; its words are as they were written.
      const text = content ? mailText(content, shop.signature) : mail.text;
      const html = content ? await renderMailHtml(content, shop) : mail.html;
      await transport.deliver({
        ...mail,
        text,
        ...(html ? { html } : {}),
        from: senderUnderShopName(from, shop.shopName),
        ref: mailRef(job),
      });
      // Addresses are personal data: the log names the recipient's domain only.
      const toDomain = mail.to.split('@').pop();
      log.info(
        { subject: mail.subject, toDomain, transport: transport.kind, job: job.id, attempt: job.attempts },
        'mail sent',
      );
    },
  };
}
