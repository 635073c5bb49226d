// The OAuth side of KRA's API gateway: a client-credentials token for the consumer key and secret
// (kra-etims-oscu-docs, api-reference/authentication.md), then a Bearer token on every call.
// The token is signed rather than stored, so every app process's simulator takes the tokens any
// of them issued, as one gateway would.
import { createHmac } from 'node:crypto';
import { sameSecret } from '../../../lib/same-secret';

export interface GatewayCredentials {
  consumerKey: string;
  consumerSecret: string;
}

// KRA's gateway tokens live an hour; it sends expires_in as a string.
export const TOKEN_LIFE_SECONDS = 3599;

function signature(credentials: GatewayCredentials, expiresAt: number): string {
  return createHmac('sha256', credentials.consumerSecret)
    .update(`${credentials.consumerKey}.${expiresAt}`)
    .digest('base64url');
}

export function issueToken(credentials: GatewayCredentials, nowMs = Date.now()): string {
  const expiresAt = Math.floor(nowMs / 1000) + TOKEN_LIFE_SECONDS;
  return `${expiresAt}.${signature(credentials, expiresAt)}`;
}

export function validToken(credentials: GatewayCredentials, token: string, nowMs = Date.now()): boolean {
  const [expiry, signed, ...rest] = token.split('.');
  const expiresAt = Number(expiry);
  if (rest.length > 0 || !signed || !Number.isInteger(expiresAt) || expiresAt * 1000 <= nowMs) return false;
  return sameSecret(signed, signature(credentials, expiresAt));
}

/** The Basic header of the token request, checked in constant time. */
export function validBasic(credentials: GatewayCredentials, header: string | undefined): boolean {
  if (!header?.startsWith('Basic ')) return false;
  const expected = Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64');
  return sameSecret(header.slice(6), expected);
}
