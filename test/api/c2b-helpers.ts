// Shared by the Paybill (C2B) tests: Daraja's notices posted as Safaricom would, the shop's own
// Daraja client aimed at its simulator, and waiting for a payment to be recorded.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditEvents, mpesaC2bPayments } from '../../src/server/db/schema';
import { simulateC2b } from '../../src/server/integrations/mpesa/c2b';
import { darajaFromConfig } from '../../src/server/services/mpesa';
import type { TestApp } from '../support/test-app';
import { post } from './mpesa-helpers';

export const hookPath = (app: TestApp, hook: 'c2b/validation' | 'c2b/confirmation') =>
  `/api/daraja/${app.config.mpesa.callbackSecret}/${hook}`;

/** A Daraja C2B notice, as its documentation shows one (TransAmount as text, masked MSISDN). */
export function c2bNotice(
  app: TestApp,
  { billRef, amountKes, transId = newTransId() }: { billRef: string; amountKes: number; transId?: string },
) {
  return {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: '20260124102115',
    TransAmount: amountKes.toFixed(2),
    BusinessShortCode: app.config.mpesa.paybillShortcode,
    BillRefNumber: billRef,
    InvoiceNumber: '',
    OrgAccountBalance: '49197.00',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 149',
    FirstName: 'John',
    MiddleName: '',
    LastName: 'Doe',
  };
}

export const newTransId = () => `T${randomBytes(5).toString('hex').toUpperCase()}`;

export const postConfirmation = (app: TestApp, body: unknown) =>
  post(app, hookPath(app, 'c2b/confirmation'), body);
export const postValidation = (app: TestApp, body: unknown) =>
  post(app, hookPath(app, 'c2b/validation'), body);

/** The shop's own Daraja client, talking to the app's simulator. */
export const darajaOf = (app: TestApp) => darajaFromConfig(app.config, () => app.url);

export async function c2bPaymentsFor(app: TestApp, billRef: string) {
  return app.db.select().from(mpesaC2bPayments).where(eq(mpesaC2bPayments.billRefNumber, billRef));
}

export async function c2bPayment(app: TestApp, transId: string) {
  const [row] = await app.db.select().from(mpesaC2bPayments).where(eq(mpesaC2bPayments.transId, transId));
  return row;
}

/** Waits until `count` payments with this account number are recorded (the simulator posts later). */
export async function waitForC2bPayments(app: TestApp, billRef: string, count = 1, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await c2bPaymentsFor(app, billRef);
    if (rows.length >= count) return rows;
    if (Date.now() > deadline) throw new Error(`no Paybill payment for ${billRef} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function auditOf(app: TestApp, transId: string) {
  return app.db.select().from(auditEvents).where(eq(auditEvents.entityId, transId));
}

/**
 * Pays `amountKes` to the shop's Paybill with `billRef` as account number through the simulator, so
 * M-Pesa knows the receipt (a refund of it goes through), and returns the payment once recorded.
 * The app's C2B URLs must be registered (`app.services.mpesa.paybill.registerUrls()`).
 */
export async function payByPaybill(app: TestApp, billRef: string, amountKes: number) {
  const before = (await c2bPaymentsFor(app, billRef)).length;
  const accepted = await simulateC2b(darajaOf(app), {
    amountKes,
    msisdn: '254708374149',
    billRefNumber: billRef,
  });
  expect(accepted.originatorConversationId).not.toBe('');
  const rows = await waitForC2bPayments(app, billRef, before + 1);
  return rows.reduce((newest, row) => (row.id > newest.id ? row : newest));
}
