// A bare HTTP/1.1 client over a socket. fetch() and node:http refuse to send much of what an
// attacker sends (raw bytes in the path, control characters in headers, a body on GET), so the
// bad-input suites write their requests byte for byte and read the answer themselves.
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface RawRequest {
  method: string;
  /** The request target as sent; every char code is one byte (latin1), so it may hold any byte. */
  target: string;
  /** Names and values are latin1 strings too: one char code per byte. */
  headers: [string, string][];
  body?: Buffer;
  /** Send the body in chunks without a Content-Length. */
  chunked?: boolean;
}

export interface RawResponse {
  status: number;
  /** Lower-cased names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  body: Buffer;
}

const ANSWER_TIMEOUT_MS = 15_000;

export function sendRaw(origin: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (error: Error | null, response?: RawResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(response!);
    };
    const timer = setTimeout(
      () => finish(new Error(`no complete answer within ${ANSWER_TIMEOUT_MS} ms`)),
      ANSWER_TIMEOUT_MS,
    );

    const settle = (closed: boolean, error?: Error) => {
      let response: RawResponse | null;
      try {
        response = parseResponse(received, request.method, closed);
      } catch (parseError) {
        return finish(parseError as Error);
      }
      if (response) return finish(null, response);
      if (error) return finish(error);
      if (closed)
        finish(new Error(`connection closed after ${received.length} bytes without a complete answer`));
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      settle(false);
    });
    socket.on('end', () => settle(true));
    // The server may answer early (413) and close while the body is still being written: the
    // answer that arrived counts, a reset before any answer does not.
    socket.on('error', (error) => settle(true, error));
    // write, not end: Node's HTTP server drops a request whose client half-closes before the answer.
    socket.on('connect', () => socket.write(serialize(request, `${hostname}:${port}`)));
  });
}

function serialize(request: RawRequest, host: string): Buffer {
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  const named = new Set(request.headers.map(([name]) => name.toLowerCase()));
  if (!named.has('host')) lines.push(`Host: ${host}`);
  lines.push('Connection: close');
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  const body = request.body;
  if (body && request.chunked) {
    lines.push('Transfer-Encoding: chunked');
  } else if (body && !named.has('content-length')) {
    lines.push(`Content-Length: ${body.length}`);
  }
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  if (!body) return head;
  if (!request.chunked) return Buffer.concat([head, body]);
  const chunks: Buffer[] = [head];
  const size = 16 * 1024;
  for (let at = 0; at < body.length; at += size) {
    const piece = body.subarray(at, at + size);
    chunks.push(Buffer.from(`${piece.length.toString(16)}\r\n`, 'latin1'), piece, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(chunks);
}

/** The response once it is complete, else null (`closed`: the server has ended the connection). */
function parseResponse(data: Buffer, method: string, closed: boolean): RawResponse | null {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine, ...headerLines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1]);
  if (!Number.isInteger(status)) throw new Error(`not an HTTP answer: ${JSON.stringify(statusLine)}`);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const rest = data.subarray(headEnd + 4);
  const done = (body: Buffer): RawResponse => ({
    status,
    headers,
    body: decoded(body, headers['content-encoding']),
  });

  if (method === 'HEAD' || status === 204 || status === 304 || (status >= 100 && status < 200)) {
    return done(Buffer.alloc(0));
  }
  // An event stream stays open for minutes: its head is the answer.
  if (headers['content-type']?.startsWith('text/event-stream')) return done(rest);
  if (headers['transfer-encoding']?.includes('chunked')) {
    const body = dechunk(rest);
    if (body) return done(body);
    return closed ? done(rest) : null;
  }
  if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    if (rest.length >= length) return done(rest.subarray(0, length));
    return closed ? done(rest) : null;
  }
  return closed ? done(rest) : null;
}

/** The body as sent before compression (a generated Accept-Encoding may ask for it). */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
    if (encoding === 'deflate') return inflateSync(body);
  } catch {
    // Left as it came: the checks then report a body they cannot read.
  }
  return body;
}

function dechunk(data: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) return null;
    if (size === 0) return Buffer.concat(parts);
    const start = lineEnd + 2;
    if (data.length < start + size + 2) return null;
    parts.push(data.subarray(start, start + size));
    at = start + size + 2;
  }
}
