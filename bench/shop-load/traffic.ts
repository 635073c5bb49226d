// Every request the shoppers make goes through here: sent to the next shop process in turn (as a
// round-robin load balancer would), timed, and checked against the answers the step allows. A 5xx,
// a request with no answer, or an answer the step does not allow is a broken promise.

export interface Sent {
  status: number;
  text: string;
}

export class BrokenPromise extends Error {}

interface StepFigures {
  latenciesMs: number[];
  statuses: Map<number, number>;
}

// Far beyond any answer the shop should take, even under this load: past it a request hangs.
const REQUEST_TIMEOUT_MS = 30_000;
// The first few broken promises are listed in full; the rest are counted.
const LISTED = 20;

export function createTraffic(targets: readonly string[]) {
  let next = 0;
  const steps = new Map<string, StepFigures>();
  const broken: string[] = [];
  let brokenCount = 0;
  let serverErrors = 0;

  function figures(step: string): StepFigures {
    let f = steps.get(step);
    if (!f) steps.set(step, (f = { latenciesMs: [], statuses: new Map() }));
    return f;
  }

  function breakPromise(message: string): never {
    brokenCount++;
    if (broken.length < LISTED) broken.push(message);
    throw new BrokenPromise(message);
  }

  /**
   * Sends one request as `step`; throws BrokenPromise (already counted) unless the answer's status
   * is one of `allowed`.
   */
  async function send(
    step: string,
    path: string,
    {
      method = 'GET',
      body,
      headers = {},
      allowed = [200],
    }: {
      method?: string;
      body?: unknown;
      headers?: Record<string, string>;
      allowed?: number[];
    } = {},
  ): Promise<Sent> {
    const target = targets[next++ % targets.length]!;
    const started = performance.now();
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${target}${path}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return breakPromise(`${step}: no answer from ${target} (${reason})`);
    }
    const f = figures(step);
    f.latenciesMs.push(performance.now() - started);
    f.statuses.set(status, (f.statuses.get(status) ?? 0) + 1);
    if (status >= 500) serverErrors++;
    if (!allowed.includes(status)) breakPromise(`${step}: ${status} ${text.slice(0, 200)}`);
    return { status, text };
  }

  return {
    send,
    /** For a promise broken by what an answer said rather than by its status. */
    breakPromise,
    report: () => ({ steps, broken, brokenCount, serverErrors }),
  };
}

export type Traffic = ReturnType<typeof createTraffic>;
