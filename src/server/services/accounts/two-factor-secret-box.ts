// Two-step sign-in secrets are stored sealed with AES-256-GCM under a key kept out of the database
// (two-factor-key.ts): `v1:<key id>:<iv>.<tag>.<ciphertext>` (base64url). The version and the key's
// id are bound to the ciphertext as its associated data; they let a later version rotate the key
// (open with the old id, seal with the new one). A secret stored in clear before sealing began is
// still read, and sealed at the next start (two-factor-clear-secrets.ts).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
// RFC 4648 base32 without padding, as otpauth writes secrets.
const CLEAR_SECRET = /^[A-Z2-7]+=*$/;

/** The shop's key is not the one a secret was sealed with, or the sealed text was changed. */
export class TwoFactorKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TwoFactorKeyError';
  }
}

export type TwoFactorSecretBox = ReturnType<typeof createTwoFactorSecretBox>;

/** A short name of a key for messages and the stored prefix: a digest, which tells nothing of it. */
export function twoFactorKeyId(key: Buffer): string {
  return createHash('sha256').update('two-factor key id\0').update(key).digest('hex').slice(0, 8);
}

export function createTwoFactorSecretBox(key: Buffer) {
  const keyId = twoFactorKeyId(key);
  const header = `${VERSION}:${keyId}`;
  return {
    keyId,

    seal(secret: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(header));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
      return `${header}:${parts.join('.')}`;
    },

    /** Whether `stored` is sealed already (with any key), rather than a secret kept in clear. */
    isSealed: (stored: string) => !CLEAR_SECRET.test(stored),

    /** The secret in `stored`; throws a TwoFactorKeyError saying what to do when it cannot. */
    open(stored: string): string {
      if (CLEAR_SECRET.test(stored)) return stored;
      const [version, sealedWith, body = ''] = stored.split(':');
      if (version !== VERSION || !sealedWith) {
        // Only the version is named: the rest may be a secret.
        throw new TwoFactorKeyError(
          `A two-step sign-in secret is stored in a form this version of the shop does not read (${(version ?? '').slice(0, 8)}).`,
        );
      }
      if (sealedWith !== keyId) {
        throw new TwoFactorKeyError(
          `A two-step sign-in secret was sealed with key ${sealedWith}, and this shop's key is ${keyId}. Give the shop the key it had (TWO_FACTOR_KEY, or DATA_DIR/two-factor.key put back from where it was kept apart from the backups); without it, the owners reset each member's two-step sign-in.`,
        );
      }
      const [iv, tag, sealed] = body.split('.').map((part) => Buffer.from(part, 'base64url'));
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv!).setAAD(Buffer.from(header));
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
      } catch {
        throw new TwoFactorKeyError(
          `A two-step sign-in secret sealed with key ${keyId} does not open with it: the stored text was changed.`,
        );
      }
    },
  };
}
