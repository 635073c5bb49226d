// One random nonce per response: the Content-Security-Policy header allows the inline scripts
// that carry it (React Router's hydration data and module loader, React's streaming scripts), so
// a script injected into a page, which cannot know it, does not run.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

/** The response's nonce, made on first use by the CSP header or the page render, whichever is first. */
export function cspNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}
