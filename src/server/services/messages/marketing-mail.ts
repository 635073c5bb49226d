// Every marketing mail (anything sent because somebody is on the newsletter, not because of an
// order or an account) goes out through here: only to an address still subscribed, with an
// unsubscribe link in its words and RFC 8058's one-click headers. Order and account mails are
// not marketing and go straight to notifications.enqueueMail.
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { newsletterSubscribers } from './tables';
import type { Mail } from '../../integrations/mail/mail';
import { enqueueMail } from '../notifications';
import type { UnsubscribeLinks } from './unsubscribe-links';

/** Queues `mail` in the caller's transaction; false when its address is not (or no longer) subscribed. */
export async function enqueueMarketingMail(
  executor: DbExecutor,
  links: UnsubscribeLinks,
  event: string,
  mail: Mail,
): Promise<boolean> {
  const [subscription] = await executor
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, mail.to.trim().toLowerCase()));
  if (!subscription) return false;
  const url = await links.url(subscription, executor);
  return enqueueMail(executor, event, withUnsubscribeLink(mail, url));
}

export function withUnsubscribeLink(mail: Mail, url: string): Mail {
  const footer = `You get this mail because you subscribed to our newsletter. To stop, open ${url}`;
  return {
    ...mail,
    text: `${mail.text}\n\n--\n${footer}\n`,
    // A branded mail's HTML part, made when it is sent, carries the same line in its small print.
    ...(mail.content ? { content: { ...mail.content, footer: [...mail.content.footer, footer] } } : {}),
    ...(mail.html
      ? {
          html: `${mail.html}<hr><p style="font-size:12px;color:#666">You get this mail because you subscribed to our newsletter. <a href="${escapeAttribute(url)}">Unsubscribe</a></p>`,
        }
      : {}),
    headers: {
      ...mail.headers,
      // A mail program's own Unsubscribe button posts 'List-Unsubscribe=One-Click' to this URL.
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
