// Shoppers placing Pay Later orders (the kind that mails at once) while the test breaks things. Each
// order carries an Idempotency-Key and is sent again with it until acknowledged, as the checkout
// does, so in the end every order is acknowledged exactly once or the test says which was not.
import { randomBytes } from 'node:crypto';
import { customer } from '../../api/orders-helpers';

export interface OrderLine {
  id: number;
  quantity: number;
}

/** One HTTP attempt at placing an order: its answer, or why there was none. */
export interface Answer {
  target: string;
  status: number | null;
  /** Set when no answer came: refused, reset, or not within the request timeout. */
  error: string | null;
  body: string;
  retryAfter: string | null;
}

export interface AckedOrder {
  key: string;
  orderNumber: string;
  lines: OrderLine[];
}

export interface Order {
  key: string;
  lines: OrderLine[];
  body: unknown;
}

export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a minute.';

const ok = (answer: Answer) => answer.status !== null && answer.status >= 200 && answer.status < 300;

/** 503 with the shop's message and Retry-After: the one acceptable refusal while the database is away. */
export function isUnavailableAnswer(answer: Answer): boolean {
  return answer.status === 503 && answer.retryAfter !== null && answer.body.includes(UNAVAILABLE_MESSAGE);
}

/** Answers that are neither an acknowledgement nor the 503 for a database that is away. */
export function brokenAnswers(answers: readonly Answer[]): Answer[] {
  return answers.filter((a) => !ok(a) && !isUnavailableAnswer(a));
}

/** How many attempts ended how: `{ "201": 30, "503": 4, "TimeoutError ...": 1 }`. */
export function tally(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const outcome = a.status === null ? (a.error ?? 'no answer') : String(a.status);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

export function orderClient({
  productIds,
  requestTimeoutMs = 30_000,
  giveUpMs = 60_000,
}: {
  productIds: readonly number[];
  /** A request not answered within this counts as a hang. */
  requestTimeoutMs?: number;
  /** How long one order may take to be acknowledged, every retry included. */
  giveUpMs?: number;
}) {
  const run = randomBytes(4).toString('hex');
  let made = 0;
  const answers: Answer[] = [];
  const acked: AckedOrder[] = [];
  const failures: string[] = [];
  const ackWaiters = new Set<() => void>();
  // Set when the test has failed already: retries stop instead of outliving it.
  let abandoned = false;

  function newOrder(): Order {
    const n = ++made;
    const first = productIds[Math.floor(Math.random() * productIds.length)]!;
    const second = productIds[Math.floor(Math.random() * productIds.length)]!;
    const ids = first === second ? [first] : [first, second];
    const lines = ids.map((id) => ({ id, quantity: 1 + Math.floor(Math.random() * 3) }));
    return {
      key: `fault-${run}-${n}`,
      lines,
      // An email per order: the per-email order limit and the per-recipient mail limit stay out of it.
      body: {
        ...customer,
        customerEmail: `shopper-${run}-${n}@example.com`,
        items: lines,
        paymentMethod: 'pay_later',
      },
    };
  }

  async function attempt(target: string, order: Order): Promise<Answer> {
    let answer: Answer;
    try {
      const response = await fetch(`${target}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': order.key },
        body: JSON.stringify(order.body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      answer = {
        target,
        status: response.status,
        error: null,
        body: await response.text(),
        retryAfter: response.headers.get('retry-after'),
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      answer = {
        target,
        status: null,
        error: cause ? `${message} (${cause})` : message,
        body: '',
        retryAfter: null,
      };
    }
    answers.push(answer);
    return answer;
  }

  function acknowledge(order: Order, answer: Answer): AckedOrder {
    const { orderNumber } = JSON.parse(answer.body) as { orderNumber: string };
    const placed = { key: order.key, orderNumber, lines: order.lines };
    acked.push(placed);
    for (const wake of ackWaiters) wake();
    return placed;
  }

  /** One new order, sent once: the answer, the order counted as acknowledged if it was. */
  async function placeOnce(target: string): Promise<Answer> {
    const order = newOrder();
    const answer = await attempt(target, order);
    if (ok(answer)) acknowledge(order, answer);
    return answer;
  }

  /** Sends `order` (to `target()`, asked afresh each time) until acknowledged or given up on. */
  async function placeUntilAcked(order: Order, target: () => string): Promise<AckedOrder | null> {
    const started = Date.now();
    for (;;) {
      const answer = await attempt(target(), order);
      if (ok(answer)) return acknowledge(order, answer);
      // A refusal other than "unavailable" or "no answer" would come again: the order is broken.
      const retriable = answer.status === null || answer.status === 503;
      if (abandoned) return null;
      if (!retriable || Date.now() - started > giveUpMs) {
        failures.push(
          `${order.key}: last answer ${answer.status ?? answer.error} ${answer.body.slice(0, 200)}`,
        );
        return null;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Resolves once `count` orders are acknowledged in all; rejects if that takes over `withinMs`. */
  function whenAcked(count: number, withinMs = 90_000): Promise<void> {
    if (acked.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        ackWaiters.delete(check);
        reject(
          new Error(
            `only ${acked.length} of ${count} orders acknowledged within ${withinMs} ms; ` +
              `answers so far: ${JSON.stringify(tally(answers))}`,
          ),
        );
      }, withinMs);
      const check = () => {
        if (acked.length < count) return;
        clearTimeout(timer);
        ackWaiters.delete(check);
        resolve();
      };
      ackWaiters.add(check);
    });
  }

  /** `clients` shoppers placing orders one after another until `stop()`, which waits for those in flight. */
  function stream({ clients, target }: { clients: number; target: () => string }) {
    let stopping = false;
    const shoppers = Array.from({ length: clients }, async () => {
      while (!stopping && !abandoned) await placeUntilAcked(newOrder(), target);
    });
    return {
      async stop() {
        stopping = true;
        await Promise.all(shoppers);
      },
    };
  }

  return {
    answers,
    acked,
    failures,
    newOrder,
    placeOnce,
    placeUntilAcked,
    whenAcked,
    stream,
    /** Ends every retry after its current attempt, without waiting (a test that failed already). */
    abandon: () => {
      abandoned = true;
    },
  };
}

export type OrderClient = ReturnType<typeof orderClient>;
