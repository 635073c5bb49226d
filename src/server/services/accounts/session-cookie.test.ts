import { describe, expect, it } from 'vitest';
import { clearedSessionSetCookie, sessionSetCookie } from './session-cookie';

describe('session Set-Cookie values for page actions', () => {
  const expires = new Date('2026-12-23T10:00:00Z');

  it('is httpOnly and SameSite=Lax, and Secure only on an https shop', () => {
    expect(sessionSetCookie('tok', expires, 'http://localhost:3000')).toBe(
      'shop_session=tok; Path=/; Expires=Wed, 23 Dec 2026 10:00:00 GMT; HttpOnly; SameSite=Lax',
    );
    expect(sessionSetCookie('tok', expires, 'https://shop.example')).toMatch(/; Secure$/);
  });

  it('clears the cookie with an expiry in the past', () => {
    expect(clearedSessionSetCookie('https://shop.example')).toBe(
      'shop_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
