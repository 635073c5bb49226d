// What a customer sent the shop, for their export and erasure (services/privacy): their contact
// messages, found by e-mail or phone, and their newsletter and reseller waitlist sign-ups, found by
// e-mail. Erased, a message keeps its subject and dates and names nobody; a sign-up is deleted.
import { asc } from 'drizzle-orm';
import { ERASED } from '../../../core/erased-customer';
import type { DbExecutor } from '../../db/executor';
import { belongsTo, type PersonalData, type Person } from '../personal-data';
import { contactMessages, newsletterSubscribers, resellerWaitlist } from './tables';

const messagesOf = ({ key }: Person) =>
  belongsTo(key, { email: contactMessages.email, phone: contactMessages.phone });

async function find(person: Person, tx: DbExecutor) {
  const messages = await tx
    .select({ email: contactMessages.email })
    .from(contactMessages)
    .where(messagesOf(person));
  return { messageEmails: messages.map((message) => message.email) };
}

async function exportMessages(person: Person, tx: DbExecutor) {
  const messages = await tx
    .select()
    .from(contactMessages)
    .where(messagesOf(person))
    .orderBy(asc(contactMessages.id));
  const subscribed = (table: typeof newsletterSubscribers | typeof resellerWaitlist) =>
    tx
      .select({ email: table.email, subscribedAt: table.createdAt })
      .from(table)
      .where(belongsTo(person.key, { email: table.email }));
  return {
    messages: messages.map((message) => ({
      firstName: message.firstName,
      lastName: message.lastName,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
      sentAt: message.createdAt,
    })),
    newsletter: await subscribed(newsletterSubscribers),
    resellerWaitlist: await subscribed(resellerWaitlist),
  };
}

async function forget(person: Person, tx: DbExecutor) {
  const messages = await tx
    .update(contactMessages)
    .set({ firstName: ERASED.name, lastName: '', email: ERASED.email, phone: null, message: ERASED.text })
    .where(messagesOf(person))
    .returning({ id: contactMessages.id });
  const newsletter = await tx
    .delete(newsletterSubscribers)
    .where(belongsTo(person.key, { email: newsletterSubscribers.email }))
    .returning({ id: newsletterSubscribers.id });
  const waitlist = await tx
    .delete(resellerWaitlist)
    .where(belongsTo(person.key, { email: resellerWaitlist.email }))
    .returning({ id: resellerWaitlist.id });
  return { messages: messages.length, subscriptions: newsletter.length + waitlist.length };
}

export const messagesPersonalData = {
  covers: [
    'contact_messages.first_name',
    'contact_messages.last_name',
    'contact_messages.email',
    'contact_messages.phone',
    'contact_messages.message',
    'newsletter_subscribers.email',
    'reseller_waitlist.email',
  ],
  find,
  export: exportMessages,
  forget,
} satisfies PersonalData;
