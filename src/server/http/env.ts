// How long and how much one client may hold the server: the HTTP timeouts and the caps on payment
// event streams. Merged into the config schema by config.ts.
import { z } from 'zod';

const seconds = (max: number) =>
  z.coerce.number({ error: 'must be a number of seconds' }).positive().max(max);
const count = z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100_000);

export const httpEnvShape = {
  // The whole request (headers and body) must arrive within this; a half-sent body gets 408.
  // Bodies are at most 100 KB, which a slow phone connection still sends in a few seconds.
  REQUEST_TIMEOUT_SECONDS: seconds(600).default(30),
  // A connection with no traffic either way for this long during a request is closed. Idle
  // keep-alive connections follow Fastify's keepAliveTimeout (72 s, longer than load balancers').
  CONNECTION_TIMEOUT_SECONDS: seconds(3600).default(60),
  // A checkout tab opens one stream per payment; a family behind one mobile-carrier address pays
  // a few orders at once at most. The cap stays far above that and far below an attack's 300.
  PAYMENT_STREAMS_PER_ADDRESS: count.default(50),
  // The widget stops waiting after 30 polls 10 s apart (SPEC §4); a stream never needs to outlive that.
  PAYMENT_STREAM_MAX_SECONDS: seconds(24 * 60 * 60).default(600),
};

type HttpEnv = z.output<z.ZodObject<typeof httpEnvShape>>;

/** Streams send a heartbeat at least this often: proxies and the connection timeout see traffic. */
const HEARTBEAT_MS = 15_000;

export function toHttpConfig(env: HttpEnv) {
  const connectionTimeoutMs = Math.round(env.CONNECTION_TIMEOUT_SECONDS * 1000);
  return {
    requestTimeoutMs: Math.round(env.REQUEST_TIMEOUT_SECONDS * 1000),
    connectionTimeoutMs,
    paymentStreams: {
      perAddress: env.PAYMENT_STREAMS_PER_ADDRESS,
      maxLifetimeMs: Math.round(env.PAYMENT_STREAM_MAX_SECONDS * 1000),
      // Three heartbeats per connection timeout, so a healthy stream is never taken for idle.
      heartbeatMs: Math.max(50, Math.min(HEARTBEAT_MS, Math.floor(connectionTimeoutMs / 3))),
    },
  };
}

export type PaymentStreamLimits = ReturnType<typeof toHttpConfig>['paymentStreams'];
