// A fake Daraja for the client tests (imported by *.test.ts only): a local HTTP server that answers
// each path from a queue the test fills, and records what the client sent.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createDarajaClient, type DarajaClientOptions } from './client';
import { SANDBOX_PASSKEY } from './env';

export interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}
/** `raw` is sent as it is, for answers that are not JSON. */
export type Answer = { status: number; body?: unknown; raw?: string };

export const TOKEN_PATH = '/oauth/v1/generate';
export const HOOKS = 'https://shop.example/api/daraja/s3cret-s3cret-s3cret';

export const tokenAnswer = (accessToken: string, expiresIn: string | number = '3599'): Answer => ({
  status: 200,
  body: { access_token: accessToken, expires_in: expiresIn },
});

/** The body of Daraja's API errors. */
export const darajaErrorBody = (errorCode: string, errorMessage: string) => ({
  requestId: '11728-2929992-1',
  errorCode,
  errorMessage,
});
export const darajaFault = (status: number, errorCode: string, errorMessage: string): Answer => ({
  status,
  body: darajaErrorBody(errorCode, errorMessage),
});

export interface FakeDaraja {
  readonly baseUrl: string;
  /** What the client sent in this test, in order. */
  readonly seen: Seen[];
  /** The answers still queued per path; an unqueued call gets HTTP 599. */
  readonly answers: Record<string, Answer[]>;
  /** A client of the fake with the test settings, changed by `overrides`. */
  client(overrides?: Partial<DarajaClientOptions>): ReturnType<typeof createDarajaClient>;
}

/** Starts the fake for the calling test file; each test begins with `tokens` queued as OAuth answers. */
export function startFakeDaraja({ tokens = [] }: { tokens?: string[] } = {}): FakeDaraja {
  let server: Server;
  const fake = {
    baseUrl: '',
    seen: [] as Seen[],
    answers: {} as Record<string, Answer[]>,
    client: (overrides: Partial<DarajaClientOptions> = {}) =>
      createDarajaClient({
        baseUrl: () => fake.baseUrl,
        callbackUrl: () => 'https://shop.example/api/mpesa/callback/s3cret-s3cret-s3cret',
        consumerKey: 'key',
        consumerSecret: 'secret',
        shortcode: '174379',
        partyB: '174379',
        passkey: SANDBOX_PASSKEY,
        transactionType: 'CustomerPayBillOnline',
        paybillShortcode: '600000',
        initiatorName: 'testapi',
        securityCredential: 'credential',
        hookUrl: (hook) => `${HOOKS}/${hook}`,
        ...overrides,
      }),
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        const path = (req.url ?? '').split('?')[0]!;
        fake.seen.push({
          method: req.method ?? '',
          path,
          headers: req.headers,
          body: text ? JSON.parse(text) : null,
        });
        const answer = fake.answers[path]?.shift() ?? { status: 599, raw: 'unexpected call' };
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    fake.seen.length = 0;
    for (const path of Object.keys(fake.answers)) delete fake.answers[path];
    if (tokens.length > 0) fake.answers[TOKEN_PATH] = tokens.map((token) => tokenAnswer(token));
  });
  return fake;
}
