import type { Database } from '../../db/client';
import { contactMessages, newsletterSubscribers, resellerWaitlist } from '../../db/schema';
import type { MessageLimits } from '../../limits-env';
import type { RateLimits } from '../limits';

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

/**
 * What visitors send the shop: contact messages and sign-ups, each counted against the sender's
 * address (the API and the pages' forms alike) so nobody can fill the inbox or the lists.
 */
export function createMessagesService(db: Database, limits: RateLimits, rules: MessageLimits) {
  return {
    async saveContactMessage(input: ContactMessageInput, clientAddress: string): Promise<{ id: number }> {
      await limits.enforce(rules.contactPerAddress, clientAddress, TOO_MANY_MESSAGES);
      const [row] = await db
        .insert(contactMessages)
        .values({ ...input, phone: input.phone?.trim() ? input.phone.trim() : null })
        .returning({ id: contactMessages.id });
      return { id: row!.id };
    },

    /** Returns false when the email was already subscribed; either way it is subscribed once. */
    async subscribeToNewsletter(email: string, clientAddress: string): Promise<boolean> {
      await limits.enforce(rules.signupsPerAddress, clientAddress, TOO_MANY_SIGNUPS);
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email: email.trim().toLowerCase() })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      return inserted.length > 0;
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
