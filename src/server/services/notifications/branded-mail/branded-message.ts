// A branded mail as a domain writes it: the envelope and the content. The mail job writes both
// parts from the content when it sends it, signed with the shop's name as it is then (mail-jobs.ts);
// the unsigned text kept here is what the queue shows meanwhile.
import { mailText, type MailContent } from '../../../../core/mail-content';
import type { Mail } from '../../../integrations/mail/mail';

export type MailEnvelope = Pick<Mail, 'to' | 'subject' | 'replyTo' | 'headers'>;

/** `content.preview` defaults to the subject. */
export function brandedMail(
  envelope: MailEnvelope,
  content: Omit<MailContent, 'preview' | 'footer'> & Partial<Pick<MailContent, 'preview' | 'footer'>>,
): Mail {
  const full: MailContent = { preview: envelope.subject, footer: [], ...content };
  return { ...envelope, text: mailText(full, []), content: full };
}
