// A branded mail as a domain writes it: the envelope and the content. The plain-text part is
// written here; the HTML part when the mail job sends it (render.ts).
import { MAIL_SIGNATURE, mailText, type MailContent } from '../../../../core/mail-content';
import type { Mail } from '../../../integrations/mail/mail';

export type MailEnvelope = Pick<Mail, 'to' | 'subject' | 'replyTo' | 'headers'>;

/** `content.preview` defaults to the subject. */
export function brandedMail(
  envelope: MailEnvelope,
  content: Omit<MailContent, 'preview' | 'footer'> & Partial<Pick<MailContent, 'preview' | 'footer'>>,
): Mail {
  const full: MailContent = { preview: envelope.subject, footer: [], ...content };
  return { ...envelope, text: mailText(full, MAIL_SIGNATURE), content: full };
}
