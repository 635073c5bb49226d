// Which proxies may tell the shop a client's address (X-Forwarded-For). Every per-address limit
// rests on it: trusting a hop that is not a proxy of ours lets any client choose its own address.
import { isIP } from 'node:net';
import { z } from 'zod';

export type TrustProxy = false | { hops: number } | { addresses: string[] };

// Ranges @fastify/proxy-addr knows by name.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const EXPECTED =
  'must be false, the number of proxies in front of the shop (e.g. 1), or their addresses or CIDR ranges, comma-separated (e.g. 10.0.0.5,172.16.0.0/12)';
const ALL_HOPS =
  'must be the number of proxies in front of the shop (e.g. 1 for one reverse proxy) or their addresses: true would trust every hop, so any client could choose its own address with X-Forwarded-For';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export const trustProxyVariable = z
  .string()
  .default('false')
  .transform((value, context): TrustProxy => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
    if (trimmed === 'true') {
      context.addIssue({ code: 'custom', message: ALL_HOPS });
      return z.NEVER;
    }
    if (/^\d+$/.test(trimmed)) return { hops: Number(trimmed) };
    const addresses = trimmed.split(',').map((entry) => entry.trim());
    if (!addresses.every(isAddressOrRange)) {
      context.addIssue({ code: 'custom', message: EXPECTED });
      return z.NEVER;
    }
    return { addresses };
  });

/**
 * Fastify's `trustProxy`. A hop count becomes a function: Fastify ignores a plain number, because
 * it cannot check that the nearest hop is a proxy. So a hop count is only safe when the shop's
 * port is reachable through its proxies alone (a platform's router); addresses are checked.
 */
export function fastifyTrustProxy(trust: TrustProxy) {
  if (trust === false) return false;
  if ('hops' in trust) return (_address: string, hop: number) => hop < trust.hops;
  return trust.addresses;
}
