// The session cookie's attributes in one place, for the API (Fastify) and for page actions, which
// answer with a plain Set-Cookie header.
import { SESSION_COOKIE } from './sessions';

export function sessionCookieAttributes(publicUrl: string) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // Browsers drop Secure cookies on plain http, so local development over http still works.
    secure: publicUrl.startsWith('https://'),
  };
}

function serialize(value: string, expires: Date, publicUrl: string): string {
  const attributes = sessionCookieAttributes(publicUrl);
  return [
    `${SESSION_COOKIE}=${value}`,
    `Path=${attributes.path}`,
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(attributes.secure ? ['Secure'] : []),
  ].join('; ');
}

/** A Set-Cookie value that signs the browser in (page actions: `headers: { 'set-cookie': ... }`). */
export function sessionSetCookie(token: string, expiresAt: Date, publicUrl: string): string {
  return serialize(token, expiresAt, publicUrl);
}

/** A Set-Cookie value that removes the session cookie (sign-out from a page action). */
export function clearedSessionSetCookie(publicUrl: string): string {
  return serialize('', new Date(0), publicUrl);
}
