import nodemailer from 'nodemailer';
import type { MailTransport } from './mail';

/** SMTP through nodemailer; the URL carries host, port, TLS and credentials (smtps://user:pass@host). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        // The same for every try of one mail: a receiver that got it before can drop the copy.
        messageId: messageId(mail.ref, mail.from),
      });
    },
  };
}

/** `<ref@domain-of-from>`: unique per mail, and the domain is the shop's own. */
export function messageId(ref: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${ref}@${domain}>`;
}
