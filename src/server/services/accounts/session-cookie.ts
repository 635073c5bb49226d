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

function serializeCookie(name: string, value: string, expires: Date, publicUrl: string): string {
  const attributes = sessionCookieAttributes(publicUrl);
  return [
    `${name}=${value}`,
    `Path=${attributes.path}`,
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(attributes.secure ? ['Secure'] : []),
  ].join('; ');
}

/** A Set-Cookie value that signs the browser in (page actions: `headers: { 'set-cookie': ... }`). */
export function sessionSetCookie(token: string, expiresAt: Date, publicUrl: string): string {
  return serializeCookie(SESSION_COOKIE, token, expiresAt, publicUrl);
}

/** A Set-Cookie value that removes the session cookie (sign-out from a page action). */
export function clearedSessionSetCookie(publicUrl: string): string {
  return serializeCookie(SESSION_COOKIE, '', new Date(0), publicUrl);
}

/**
 * The browser's own mark, kept for 400 days (the longest browsers keep a cookie): a console sign-in
 * from a browser without a known mark is a new device, and its account gets a mail.
 */
export const DEVICE_COOKIE = 'shop_device';
const DEVICE_LIFETIME_MS = 400 * 24 * 60 * 60 * 1000;

export function deviceSetCookie(deviceId: string, publicUrl: string): string {
  return serializeCookie(DEVICE_COOKIE, deviceId, new Date(Date.now() + DEVICE_LIFETIME_MS), publicUrl);
}

export function deviceCookieExpiry(): Date {
  return new Date(Date.now() + DEVICE_LIFETIME_MS);
}
