// A local stand-in for Africa's Talking's SMS API (DESIGN.md §6), mounted at /__sim/africastalking
// when AT_USERNAME is 'simulated'. It answers in Africa's Talking's shapes, checks the key like it
// does, and posts a delivery report to the shop's report URL after a delay. GET /inbox lists what
// it accepted: the phones of the simulation.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sameSecret } from '../../../lib/same-secret';
import { smsSegments } from '../../../../core/sms-length';
import { smsOutcomeFor, type SmsSimOutcome } from './outcomes';

export interface SmsSimulatorOptions {
  username: string;
  apiKey: string;
  /** The one sender ID this account has approved (AT_SENDER_ID); any other is refused. */
  senderId?: string;
  reportDelayMs: number;
  /** The shop's delivery-report URL (known once the app listens). */
  reportUrl: () => string;
}

interface SimMessage {
  messageId: string;
  to: string;
  message: string;
  from: string | null;
  receivedAt: string;
}

type Form = Record<string, string>;

const COST_PER_PART = 0.8;
const MAX_REMEMBERED = 10_000;
// Safaricom's network code, as Africa's Talking reports it.
const SAFARICOM = '63902';

export async function smsSimulator(app: FastifyInstance, options: SmsSimulatorOptions) {
  const inbox = new Map<string, SimMessage>();
  const timers = new Set<NodeJS.Timeout>();
  const closing = new AbortController();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    closing.abort();
  });

  // Africa's Talking takes its requests form-encoded; this parser serves this plugin only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const authorised = (request: FastifyRequest, username: string | undefined) =>
    sameSecret(String(request.headers.apikey ?? ''), options.apiKey) && username === options.username;

  app.post<{ Body: Form }>('/version1/messaging', async (request, reply) => {
    const form = typeof request.body === 'object' && request.body !== null ? request.body : {};
    // A wrong key or username is answered in text, whatever Accept says.
    if (!authorised(request, form.username)) {
      return reply.status(401).type('text/plain').send('The supplied authentication is invalid');
    }
    for (const field of ['to', 'message'] as const) {
      if (!form[field]) {
        return reply.status(400).type('text/plain').send(`Request is missing required form field '${field}'`);
      }
    }
    if (form.from && form.from !== options.senderId) {
      return reply.status(201).send({ SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } });
    }
    const parts = smsSegments(form.message!);
    const recipients = form
      .to!.split(',')
      .map((number) => number.trim())
      .map((number) => recipient(number, smsOutcomeFor(number), parts, form));
    const sent = recipients.filter((r) => r.statusCode === 101);
    const total = sent.length * parts * COST_PER_PART;
    return reply.status(201).send({
      SMSMessageData: {
        Message: `Sent to ${sent.length}/${recipients.length} Total Cost: ${total === 0 ? '0' : kes(total)}`,
        Recipients: recipients,
      },
    });
  });

  app.get('/inbox', async (request, reply) => {
    if (!authorised(request, (request.query as { username?: string }).username)) {
      return reply.status(401).type('text/plain').send('The supplied authentication is invalid');
    }
    return { messages: [...inbox.values()] };
  });

  function recipient(number: string, outcome: SmsSimOutcome, parts: number, form: Form) {
    if (outcome.kind === 'refused') {
      return { statusCode: outcome.statusCode, number, status: outcome.status, cost: '0', messageId: 'None' };
    }
    const messageId = `ATXid_${randomBytes(16).toString('hex')}`;
    inbox.set(messageId, {
      messageId,
      to: number,
      message: form.message!,
      from: form.from ?? null,
      receivedAt: new Date().toISOString(),
    });
    // A development server runs for days: forget the oldest messages rather than grow for ever.
    if (inbox.size > MAX_REMEMBERED) inbox.delete(inbox.keys().next().value!);
    report(messageId, number, outcome);
    return {
      statusCode: 101,
      number,
      status: 'Success',
      cost: kes(parts * COST_PER_PART),
      messageId,
      messageParts: parts,
    };
  }

  function report(id: string, phoneNumber: string, outcome: Extract<SmsSimOutcome, { kind: 'reported' }>) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const form = new URLSearchParams({
        id,
        status: outcome.status,
        phoneNumber,
        networkCode: SAFARICOM,
        retryCount: '0',
        ...(outcome.failureReason ? { failureReason: outcome.failureReason } : {}),
      });
      void fetch(options.reportUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(10_000)]),
      })
        .then((response) => response.body?.cancel())
        .catch((error: unknown) => {
          if (!closing.signal.aborted)
            app.log.warn({ err: error }, 'SMS simulator could not post a delivery report');
        });
    }, options.reportDelayMs);
    timers.add(timer);
  }
}

function kes(amount: number): string {
  return `KES ${amount.toFixed(4)}`;
}
