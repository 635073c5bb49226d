// The client against the simulator (Africa's Talking's wire format), and against the answers of
// Africa's Talking the simulator does not give (a gateway's 5xx page, an XML answer).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAtClient } from './at-client';
import { SmsRejectedError, SmsUnavailableError, type OutgoingSms } from './sms';
import { smsSimulator } from './simulator/plugin';

const USERNAME = 'heritage';
const API_KEY = 'at-key-for-tests';
let app: FastifyInstance;
let base: string;
let reports: Record<string, string>[];

beforeAll(async () => {
  app = Fastify();
  // The shop's report URL, in its own scope like the app's (which parses forms there too).
  await app.register(async (shop) => {
    shop.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    shop.post('/reports', async (request) => {
      reports.push(request.body as Record<string, string>);
      return { ok: true };
    });
  });
  await app.register(smsSimulator, {
    prefix: '/sim',
    username: USERNAME,
    apiKey: API_KEY,
    senderId: 'HERITAGE',
    reportDelayMs: 10,
    reportUrl: () => `${base.replace('/sim', '')}/reports`,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sim`;
});
afterAll(() => app.close());
beforeEach(() => {
  reports = [];
});

const client = (overrides: Partial<Parameters<typeof createAtClient>[0]> = {}) =>
  createAtClient({ baseUrl: () => base, username: USERNAME, apiKey: API_KEY, ...overrides });
const sms = (to: string, message = 'Heritage Shea: order HM-AB12CD34 is on its way.'): OutgoingSms => ({
  to,
  message,
  ref: 'ref-1',
});

async function inbox() {
  const response = await fetch(`${base}/inbox?username=${USERNAME}`, { headers: { apiKey: API_KEY } });
  return (
    (await response.json()) as {
      messages: { messageId: string; to: string; message: string; from: string | null }[];
    }
  ).messages;
}

async function waitFor<T>(read: () => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('waited in vain');
}

describe("the Africa's Talking client", () => {
  it('sends form-encoded with the apiKey header and reads the accepted recipient', async () => {
    const sent = await client({ senderId: 'HERITAGE' }).send(sms('+254712000111'));
    expect(sent.providerMessageId).toMatch(/^ATXid_[0-9a-f]{32}$/);
    expect(sent).toMatchObject({ status: 'Sent', cost: 'KES 0.8000' });
    const received = (await inbox()).find((m) => m.messageId === sent.providerMessageId);
    expect(received).toMatchObject({
      to: '+254712000111',
      message: 'Heritage Shea: order HM-AB12CD34 is on its way.',
      from: 'HERITAGE',
    });
  });

  it("is answered with a delivery report in Africa's Talking's form fields", async () => {
    const sent = await client().send(sms('+254712000222'));
    const report = await waitFor(() => reports.find((r) => r.id === sent.providerMessageId));
    expect(report).toEqual({
      id: sent.providerMessageId,
      status: 'Success',
      phoneNumber: '+254712000222',
      networkCode: '63902',
      retryCount: '0',
    });
    const failed = await client().send(sms('+254711000001'));
    expect(await waitFor(() => reports.find((r) => r.id === failed.providerMessageId))).toMatchObject({
      status: 'Failed',
      failureReason: 'AbsentSubscriber',
    });
  });

  it('counts a long text as several parts', async () => {
    const sent = await client().send(sms('+254712000333', 'x'.repeat(200)));
    expect(sent.cost).toBe('KES 1.6000');
  });

  it('refuses for good what another try would not change', async () => {
    for (const [to, reason, code] of [
      ['+254711000403', 'InvalidPhoneNumber', 403],
      ['+254711000406', 'UserInBlacklist', 406],
      ['0712 345 678', 'InvalidPhoneNumber', 403],
    ] as const) {
      const error = await client()
        .send(sms(to))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsRejectedError);
      expect(error).toMatchObject({ reason, statusCode: code });
    }
  });

  it('refuses a sender ID the account has not been given', async () => {
    const error = await client({ senderId: 'OTHERSHOP' })
      .send(sms('+254712000444'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsRejectedError);
    expect(error).toMatchObject({ reason: 'InvalidSenderId', statusCode: null });
  });

  it('leaves for another try a refusal that passes, a wrong key, and no answer at all', async () => {
    for (const to of ['+254711000405', '+254711000500']) {
      const error = await client()
        .send(sms(to))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsUnavailableError);
    }
    const wrongKey = await client({ apiKey: 'not-the-key' })
      .send(sms('+254712000555'))
      .catch((e: unknown) => e);
    expect(wrongKey).toBeInstanceOf(SmsUnavailableError);
    expect((wrongKey as Error).message).toContain('The supplied authentication is invalid');
    const wrongUser = await client({ username: 'someone' })
      .send(sms('+254712000555'))
      .catch((e: unknown) => e);
    expect(wrongUser).toBeInstanceOf(SmsUnavailableError);
    const closed = createAtClient({
      baseUrl: () => 'http://127.0.0.1:9',
      username: USERNAME,
      apiKey: API_KEY,
    });
    expect(await closed.send(sms('+254712000555')).catch((e: unknown) => e)).toBeInstanceOf(
      SmsUnavailableError,
    );
    expect((await inbox()).filter((m) => m.to === '+254712000555')).toEqual([]);
  });
});

describe('answers the simulator does not give', () => {
  let raw: Server;
  let answer: { status: number; type: string; body: string };
  let rawBase: string;
  beforeAll(async () => {
    raw = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(answer.status, { 'content-type': answer.type });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    rawBase = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => raw.close(() => resolve())));
  const rawClient = () => createAtClient({ baseUrl: () => rawBase, username: USERNAME, apiKey: API_KEY });

  it('tries again after a gateway error page', async () => {
    answer = { status: 502, type: 'text/html', body: '<html><body>Bad Gateway</body></html>' };
    const error = await rawClient()
      .send(sms('+254712000666'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsUnavailableError);
    expect((error as Error).message).toContain('HTTP 502');
  });

  it('tries again after an answer that is not JSON', async () => {
    answer = { status: 201, type: 'application/xml', body: '<AfricasTalkingResponse/>' };
    expect(
      await rawClient()
        .send(sms('+254712000666'))
        .catch((e: unknown) => e),
    ).toBeInstanceOf(SmsUnavailableError);
  });

  it("gives up on a request Africa's Talking calls malformed", async () => {
    answer = { status: 400, type: 'text/plain', body: "Request is missing required form field 'to'" };
    const error = await rawClient()
      .send(sms('+254712000666'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsRejectedError);
    expect(error).toMatchObject({ statusCode: 400 });
  });
});
