import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readBase64Key } from './base64-key';

describe('readBase64Key', () => {
  it('reads a key as openssl rand -base64 32 prints it, with its line end', () => {
    const key = randomBytes(32);
    expect(readBase64Key(`${key.toString('base64')}\n`, 32)).toEqual(key);
  });

  it('refuses a key of another length, base64url, hex or text', () => {
    expect(readBase64Key(randomBytes(16).toString('base64'), 32)).toBeNull();
    expect(readBase64Key(randomBytes(33).toString('base64'), 32)).toBeNull();
    expect(readBase64Key(randomBytes(32).toString('base64url'), 32)).toBeNull();
    expect(readBase64Key(randomBytes(32).toString('hex'), 32)).toBeNull();
    expect(readBase64Key('correct horse battery staple', 32)).toBeNull();
    expect(readBase64Key('', 32)).toBeNull();
  });
});
