// A response body that is the same for many requests (the product list for every shopper) is
// serialised and compressed once, not once per request: each request then only picks the bytes
// its Accept-Encoding allows, or answers 304 when the browser already holds them.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EncodedBody {
  contentType: string;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// Brotli's best setting is worth it for a body made once, but costs about half a second per
// megabyte; a large catalogue gets a middling setting that is still far smaller than gzip.
const BEST_BROTLI_UP_TO = 256 * 1024;

/** Compresses on the thread pool, so a large catalogue never stalls requests in flight. */
export async function encodeBody(body: string | Buffer, contentType: string): Promise<EncodedBody> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const quality = identity.length <= BEST_BROTLI_UP_TO ? constants.BROTLI_MAX_QUALITY : 6;
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return {
    contentType,
    // A strong validator: the same bytes give the same tag in every process.
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipped,
    br: brotli,
  };
}

/** Sends the stored bytes, or 304 when the request's If-None-Match already names them. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.header('etag', body.etag);
  reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
  if (matchesEtag(request.headers['if-none-match'], body.etag)) {
    return reply.status(304).send();
  }
  reply.header('content-type', body.contentType);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(body.identity);
  reply.header('content-encoding', encoding);
  return reply.send(body[encoding]);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

type Encoding = 'br' | 'gzip' | 'identity';

/** br over gzip over none, honouring q=0 refusals (RFC 9110 §12.5.3). */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return 'identity';
}

function appendVary(current: unknown, field: string): string {
  const existing = typeof current === 'string' && current ? current.split(',').map((v) => v.trim()) : [];
  return existing.some((v) => v.toLowerCase() === field.toLowerCase())
    ? existing.join(', ')
    : [...existing, field].join(', ');
}
