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
      });
    },
  };
}
