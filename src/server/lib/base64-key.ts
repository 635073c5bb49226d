// A random key written as base64, as `openssl rand -base64 N` prints it: from the environment or a
// key file. Anything else is refused rather than stretched or cut into a key.

/** The `bytes`-byte key `text` holds (surrounding white space forgiven), or null. */
export function readBase64Key(text: string, bytes: number): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) || trimmed.length % 4 !== 0) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === bytes ? key : null;
}
