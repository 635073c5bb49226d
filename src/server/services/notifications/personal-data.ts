// The texts and mails about a customer, for their export and erasure (services/privacy): texts about
// their orders (to them, or to the shop about them) and texts to their phone; erased, a text keeps
// its state and cost and says nothing, and one to the customer loses their number. Mail already
// sent or still queued to any address they are known by holds their words: it goes too, with their
// texts still waiting to be sent.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { ERASED } from '../../../core/erased-customer';
import type { DbExecutor } from '../../db/executor';
import { deleteJobsByPayload } from '../jobs';
import { belongsTo, type PersonalData, type Person } from '../personal-data';
import { MAIL_JOB } from './mail-jobs';
import { SMS_JOB } from './sms-jobs';
import { smsMessages } from './tables';

function textsOf({ key, orders }: Person) {
  const orderIds = orders.map((order) => order.id);
  return or(
    orderIds.length > 0 ? inArray(smsMessages.orderId, orderIds) : undefined,
    and(eq(smsMessages.recipient, 'customer'), belongsTo(key, { phone: smsMessages.to })),
  )!;
}

async function exportTexts(person: Person, tx: DbExecutor) {
  const texts = await tx
    .select({
      orderId: smsMessages.orderId,
      recipient: smsMessages.recipient,
      to: smsMessages.to,
      message: smsMessages.message,
      state: smsMessages.state,
      createdAt: smsMessages.createdAt,
    })
    .from(smsMessages)
    .where(textsOf(person))
    .orderBy(asc(smsMessages.id));
  const orderNumberOf = new Map(person.orders.map((order) => [order.id, order.orderNumber]));
  return {
    texts: texts.map(({ orderId, ...text }) => ({
      ...text,
      orderNumber: orderId === null ? null : (orderNumberOf.get(orderId) ?? null),
    })),
  };
}

/** Every address they are known by: the one looked up, their orders' and their messages'. */
function addressesOf({ key, orders, messageEmails }: Person): string[] {
  const addresses = new Set([
    ...(key.kind === 'email' ? [key.email] : []),
    ...orders.map((order) => order.email.toLowerCase()),
    ...messageEmails.map((email) => email.toLowerCase()),
  ]);
  addresses.delete(ERASED.email);
  return [...addresses];
}

async function forget(person: Person, tx: DbExecutor) {
  const texts = await tx
    .update(smsMessages)
    .set({
      message: ERASED.text,
      to: sql`case when ${smsMessages.recipient} = 'customer' then '' else ${smsMessages.to} end`,
    })
    .where(textsOf(person))
    .returning({ id: smsMessages.id });
  const deleted = await deleteJobsByPayload(tx, [
    { kind: MAIL_JOB, field: 'to', textIn: addressesOf(person) },
    { kind: SMS_JOB, pendingOnly: true, field: 'smsId', integerIn: texts.map((text) => text.id) },
  ]);
  return { texts: texts.length, mails: deleted.filter((kind) => kind === MAIL_JOB).length };
}

export const notificationsPersonalData = {
  covers: [
    'sms_messages.to',
    'sms_messages.message',
    // A mail job's payload holds the address and the words; a text's, the id of its row.
    'background_jobs.payload',
  ],
  export: exportTexts,
  forget,
} satisfies PersonalData;
