import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { loadTwoFactorKey } from './two-factor-key';

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'two-factor-key-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the two-step sign-in key', () => {
  it('is made at the first start as DATA_DIR/two-factor.key, readable by the shop’s user alone', () => {
    const dir = path.join(dataDir(), 'not yet made');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    expect(config.twoFactor.keyFile).toBe(path.join(dir, 'two-factor.key'));
    const key = loadTwoFactorKey(config.twoFactor);
    expect(key).toHaveLength(32);
    expect(statSync(config.twoFactor.keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(config.twoFactor.keyFile, 'utf8')).toBe(`${key.toString('base64')}\n`);
    // Every later start, and every process on the folder, reads the same key.
    expect(loadTwoFactorKey(config.twoFactor)).toEqual(key);
  });

  it('comes from TWO_FACTOR_KEY when set, and then no key file is made', () => {
    const dir = dataDir();
    const key = randomBytes(32);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, TWO_FACTOR_KEY: key.toString('base64') });
    expect(loadTwoFactorKey(config.twoFactor)).toEqual(key);
    expect(existsSync(path.join(dir, 'two-factor.key'))).toBe(false);
  });

  it('refuses a TWO_FACTOR_KEY that is not 32 bytes in base64, without showing it', () => {
    for (const value of ['short', randomBytes(16).toString('base64'), randomBytes(32).toString('hex')]) {
      const refusal = () => loadConfig({ NODE_ENV: 'test', TWO_FACTOR_KEY: value });
      expect(refusal).toThrow('TWO_FACTOR_KEY must be 32 random bytes in base64 (openssl rand -base64 32)');
      expect(refusal).not.toThrow(value);
    }
  });

  it('stops the start with a clear message when the key file is damaged, and leaves it as it is', () => {
    const dir = dataDir();
    const keyFile = path.join(dir, 'two-factor.key');
    writeFileSync(keyFile, 'half a key\n');
    expect(() => loadTwoFactorKey({ key: undefined, keyFile })).toThrow(
      `${keyFile} does not hold a two-step sign-in key (32 bytes in base64). Put back the copy kept apart from the backups, or set TWO_FACTOR_KEY.`,
    );
    expect(readFileSync(keyFile, 'utf8')).toBe('half a key\n');
  });
});
