import { asc, eq } from 'drizzle-orm';
import { orders, smsMessages } from '../../src/server/db/schema';
import { SIMULATED_API_KEY } from '../../src/server/integrations/sms/env';
import type { TestApp } from '../support/test-app';

export interface SimSms {
  messageId: string;
  to: string;
  message: string;
}

/** What the Africa's Talking simulator accepted so far: the phones of the simulation. */
export async function simInbox(app: Pick<TestApp, 'url'>): Promise<SimSms[]> {
  const response = await fetch(`${app.url}/__sim/africastalking/inbox?username=simulated`, {
    headers: { apiKey: SIMULATED_API_KEY },
  });
  return ((await response.json()) as { messages: SimSms[] }).messages;
}

export async function orderIdOf(app: TestApp, orderNumber: string): Promise<number> {
  const [row] = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return row!.id;
}

/** An order's rows in sms_messages, oldest first. */
export async function smsRowsOf(app: TestApp, orderNumber: string) {
  return app.db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.orderId, await orderIdOf(app, orderNumber)))
    .orderBy(asc(smsMessages.id));
}

/** Polls `read` until it returns something other than undefined (a delivery report's arrival). */
export async function waitFor<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`waited in vain for ${what}`);
}
