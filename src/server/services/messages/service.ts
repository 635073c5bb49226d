import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages, newsletterSubscribers, resellerWaitlist } from './tables';
import type { MessageLimits } from '../../config/limits-env';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import type { RateLimits } from '../limits';
import { readBrand } from '../settings';
import { enqueueMarketingMail } from './marketing-mail';
import { newsletterWelcomeMail } from './newsletter-mails';
import type { UnsubscribeLinks } from './unsubscribe-links';

export interface ContactMessageInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  subject: string;
  message: string;
}

export type MessagesService = ReturnType<typeof createMessagesService>;

const TOO_MANY_MESSAGES = 'Too many messages from your address. Please try again later.';
const TOO_MANY_SIGNUPS = 'Too many sign-ups from your address. Please try again later.';
export const UNSUBSCRIBE_REFUSED =
  'This unsubscribe link is not valid. Please open the link from the newest mail again, or contact us.';

export interface NewsletterMailSettings {
  publicUrl: string;
  links: UnsubscribeLinks;
}

/**
 * What visitors send the shop: contact messages and sign-ups, each counted against the sender's
 * address (the API and the pages' forms alike) so nobody can fill the inbox or the lists.
 */
export function createMessagesService(
  db: Database,
  limits: RateLimits,
  rules: MessageLimits,
  newsletter: NewsletterMailSettings,
) {
  return {
    /**
     * Stores the message once per `idempotencyKey`: sent again with the same key (a phone's queue
     * replaying it), it answers the stored one, neither storing nor counting it again.
     */
    async saveContactMessage(
      input: ContactMessageInput,
      clientAddress: string,
      idempotencyKey?: string,
    ): Promise<{ id: number; created: boolean }> {
      const stored = async () => {
        if (!idempotencyKey) return undefined;
        const [row] = await db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(eq(contactMessages.idempotencyKey, idempotencyKey));
        return row && { id: row.id, created: false };
      };
      const earlier = await stored();
      if (earlier) return earlier;
      await limits.enforce(rules.contactPerAddress, clientAddress, TOO_MANY_MESSAGES);
      const [row] = await db
        .insert(contactMessages)
        .values({
          ...input,
          phone: input.phone?.trim() ? input.phone.trim() : null,
          idempotencyKey: idempotencyKey ?? null,
        })
        // The same key sent twice at once: the unique index keeps one, the other answers it.
        .onConflictDoNothing({ target: contactMessages.idempotencyKey })
        .returning({ id: contactMessages.id });
      return row ? { id: row.id, created: true } : (await stored())!;
    },

    /** Returns false when the email was already subscribed; either way it is subscribed once. */
    async subscribeToNewsletter(email: string, clientAddress: string): Promise<boolean> {
      await limits.enforce(rules.signupsPerAddress, clientAddress, TOO_MANY_SIGNUPS);
      const address = email.trim().toLowerCase();
      await newsletter.links.ready();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(newsletterSubscribers)
          .values({ email: address })
          .onConflictDoNothing()
          .returning({ id: newsletterSubscribers.id });
        if (!row) return false;
        const { shopName } = await readBrand(tx);
        const welcome = newsletterWelcomeMail(address, newsletter.publicUrl, shopName);
        await enqueueMarketingMail(tx, newsletter.links, `newsletter:${row.id}:welcome`, welcome);
        return true;
      });
    },

    /** Whether `token` is a good unsubscribe link, without acting on it (the page asks first). */
    async checkUnsubscribeToken(token: string): Promise<'subscribed' | 'unsubscribed'> {
      const check = await newsletter.links.check(token);
      if (check.kind === 'tampered') throw new ServiceError('invalid', UNSUBSCRIBE_REFUSED);
      return check.kind === 'valid' ? 'subscribed' : 'unsubscribed';
    },

    /**
     * Takes the link's address off the newsletter; marketing mail stops with it. A link used twice
     * answers the same (false the second time); a forged or altered one is refused (400).
     */
    async unsubscribe(token: string): Promise<boolean> {
      const check = await newsletter.links.check(token);
      if (check.kind === 'tampered') throw new ServiceError('invalid', UNSUBSCRIBE_REFUSED);
      if (check.kind === 'gone') return false;
      const { id } = check.subscription;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(newsletterSubscribers)
          .where(eq(newsletterSubscribers.id, id))
          .returning({ id: newsletterSubscribers.id });
        if (!row) return false;
        // The subscription's number only: the address is what left the list.
        await recordAudit(tx, {
          actorUserId: null,
          action: 'newsletter.unsubscribed',
          entityType: 'newsletter_subscriber',
          entityId: id,
        });
        return true;
      });
    },

    async joinResellerWaitlist(email: string, clientAddress: string): Promise<boolean> {
      await limits.enforce(rules.signupsPerAddress, clientAddress, TOO_MANY_SIGNUPS);
      const inserted = await db
        .insert(resellerWaitlist)
        .values({ email: email.trim().toLowerCase() })
        .onConflictDoNothing()
        .returning({ id: resellerWaitlist.id });
      return inserted.length > 0;
    },
  };
}
