// The simulated Transaction Status query checks what Daraja checks, in Daraja's shapes, and posts
// its result to the shop's status/result hook only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mpesaPayments } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { insertOrder, paymentOf, PHONES, stkPush } from './mpesa-helpers';
import { LOST, waitForPayment } from './mpesa-reconcile-helpers';

let app: TestApp;
let sim: string;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { MPESA_SIM_CALLBACK_DELAY_MS: '50' } });
  sim = `${app.url}/__sim/mpesa`;
});
afterAll(() => app.close());

async function token(): Promise<string> {
  const { consumerKey, consumerSecret } = app.config.mpesa;
  const response = await fetch(`${sim}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}` },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const hookUrl = (hook: string) => `${app.url}/api/daraja/${app.config.mpesa.callbackSecret}/${hook}`;

function statusQuery(overrides: Record<string, unknown> = {}) {
  return {
    Initiator: app.config.mpesa.initiatorName,
    SecurityCredential: app.config.mpesa.securityCredential,
    CommandID: 'TransactionStatusQuery',
    OriginalConversationID: 'ws_CO_unknown',
    PartyA: app.config.mpesa.shortcode,
    IdentifierType: '4',
    ResultURL: hookUrl('status/result'),
    QueueTimeOutURL: hookUrl('status/timeout'),
    Remarks: 'Payment reconciliation',
    Occasion: 'Order',
    ...overrides,
  };
}

const ask = (bearer: string, body: unknown) =>
  fetch(`${sim}/mpesa/transactionstatus/v1/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  });

/** A prompt, and the simulator's answer to a status query about it, matched as the shop would. */
async function queried(phone: string, overrides: Record<string, unknown> = {}) {
  const order = await insertOrder(app);
  const checkoutRequestId = await stkPush(app, order.orderNumber, phone);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const response = await ask(
    await token(),
    statusQuery({ OriginalConversationID: checkoutRequestId, ...overrides }),
  );
  expect(response.status).toBe(200);
  const accepted = (await response.json()) as Record<string, string>;
  expect(accepted).toMatchObject({
    ResponseCode: '0',
    ResponseDescription: 'Accept the service request successfully.',
  });
  expect(accepted.ConversationID).toMatch(/^AG_\d{8}_/);
  await app.db
    .update(mpesaPayments)
    .set({ statusQueryId: accepted.OriginatorConversationID, statusQueriedAt: sql`now()` })
    .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
  return checkoutRequestId;
}

async function waitForAnswer(checkoutRequestId: string) {
  // The simulator answers at once on an idle machine; a busy one took more than 10 s once.
  const deadline = Date.now() + 20_000;
  while ((await paymentOf(app, checkoutRequestId))!.statusQueryId !== null) {
    if (Date.now() > deadline) throw new Error('no status result');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return paymentOf(app, checkoutRequestId);
}

describe('Transaction Status in the simulator', () => {
  it('refuses a missing token and malformed queries with Daraja’s error shape', async () => {
    const refused = await ask('not-a-token', statusQuery());
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({
      errorCode: '404.001.03',
      errorMessage: 'Invalid Access Token',
    });
    const bearer = await token();
    const cases: [Record<string, unknown>, string][] = [
      [{ CommandID: 'TransactionReversal' }, 'CommandID'],
      [{ OriginalConversationID: undefined }, 'TransactionID'],
      [{ PartyA: '600000' }, 'PartyA'],
      [{ IdentifierType: '1' }, 'IdentifierType'],
      [{ ResultURL: 'https://elsewhere.example/result' }, 'ResultURL'],
      [{ QueueTimeOutURL: 'https://elsewhere.example/timeout' }, 'QueueTimeOutURL'],
      [{ Remarks: '' }, 'Remarks'],
    ];
    for (const [overrides, field] of cases) {
      const response = await ask(bearer, statusQuery(overrides));
      expect(response.status).toBe(400);
      const body = (await response.json()) as Record<string, string>;
      expect(body).toMatchObject({ errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${field}` });
      expect(body.requestId).toBeTruthy();
    }
  });

  it('posts the receipt and amount of a prompt that was paid though its callback was lost', async () => {
    const checkoutRequestId = await queried(LOST.queryPaid);
    const payment = await waitForPayment(app, checkoutRequestId, 'success');
    expect(payment.receiptNumber).toMatch(/^[A-Z0-9]{10}$/);
  });

  it(
    'posts a failed query for a prompt nobody paid, and for a wrong initiator',
    { timeout: 60_000 },
    async () => {
      const unpaid = await queried(PHONES.silent);
      expect(await waitForAnswer(unpaid)).toMatchObject({ status: 'pending', receiptNumber: null });
      const wrongInitiator = await queried(LOST.queryPaid, { SecurityCredential: 'wrong' });
      expect(await waitForAnswer(wrongInitiator)).toMatchObject({ status: 'pending', receiptNumber: null });
    },
  );
});
