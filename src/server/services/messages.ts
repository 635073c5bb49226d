import type { Database } from '../db/client';
import { contactMessages, newsletterSubscribers, resellerWaitlist } from '../db/schema';

export interface ContactMessageInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  subject: string;
  message: string;
}

export type MessagesService = ReturnType<typeof createMessagesService>;

/** What visitors send the shop: contact messages and sign-ups. */
export function createMessagesService(db: Database) {
  return {
    async saveContactMessage(input: ContactMessageInput): Promise<{ id: number }> {
      const [row] = await db
        .insert(contactMessages)
        .values({ ...input, phone: input.phone?.trim() ? input.phone.trim() : null })
        .returning({ id: contactMessages.id });
      return { id: row!.id };
    },

    /** Returns false when the email was already subscribed; either way it is subscribed once. */
    async subscribeToNewsletter(email: string): Promise<boolean> {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email: email.trim().toLowerCase() })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      return inserted.length > 0;
    },

    async joinResellerWaitlist(email: string): Promise<boolean> {
      const inserted = await db
        .insert(resellerWaitlist)
        .values({ email: email.trim().toLowerCase() })
        .onConflictDoNothing()
        .returning({ id: resellerWaitlist.id });
      return inserted.length > 0;
    },
  };
}
