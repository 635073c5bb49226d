// The key that seals two-step sign-in secrets (two-factor-secret-box.ts). It is kept out of the
// database, so a copy of the database or of its backups holds no usable secret: TWO_FACTOR_KEY, or
// else a key file in DATA_DIR made at the first start (docs/operations.md: keep it apart from the
// backups, and restore it with them).
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readBase64Key } from '../../lib/base64-key';

export const TWO_FACTOR_KEY_BYTES = 32;

export interface TwoFactorKeySource {
  /** From TWO_FACTOR_KEY; the key file is then neither read nor made. */
  key: Buffer | undefined;
  /** DATA_DIR/two-factor.key. */
  keyFile: string;
}

/** The key: the environment's, the key file's, or a new key file's on the first start. */
export function loadTwoFactorKey({ key, keyFile }: TwoFactorKeySource): Buffer {
  if (key) return key;
  let text: string;
  try {
    text = readFileSync(keyFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    text = makeKeyFile(keyFile);
  }
  const read = readBase64Key(text, TWO_FACTOR_KEY_BYTES);
  if (!read) {
    throw new Error(
      `${keyFile} does not hold a two-step sign-in key (32 bytes in base64). Put back the copy kept apart from the backups, or set TWO_FACTOR_KEY.`,
    );
  }
  return read;
}

/**
 * Writes a new key readable by the shop's user alone. It is written whole under another name and
 * then linked into place, which fails if the file exists: app processes starting together on one
 * DATA_DIR all end up reading the one key that won.
 */
function makeKeyFile(keyFile: string): string {
  mkdirSync(path.dirname(keyFile), { recursive: true });
  const draft = `${keyFile}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(TWO_FACTOR_KEY_BYTES).toString('base64')}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    linkSync(draft, keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(keyFile, 'utf8');
}
