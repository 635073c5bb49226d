/**
 * The value of the first cookie named `name` in a Cookie header, as sent, or null. Not
 * URI-decoded: the shop's own cookies are written unencoded, and decoding a malformed value such as
 * %E0%A4%A would throw and fail the whole page.
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
