import { randomBytes } from 'node:crypto';
import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createTwoFactorSecretBox, TwoFactorKeyError, twoFactorKeyId } from './two-factor-secret-box';

const secret = () => new Secret({ size: 20 }).base32;

describe('the two-step secret box', () => {
  it('seals with AES-256-GCM behind a version and the key’s id, a fresh IV each time', () => {
    const key = randomBytes(32);
    const box = createTwoFactorSecretBox(key);
    const clear = secret();
    const sealed = box.seal(clear);
    expect(sealed).toMatch(new RegExp(`^v1:${twoFactorKeyId(key)}:[\\w-]{16}\\.[\\w-]{22}\\.[\\w-]+$`));
    expect(sealed).not.toContain(clear);
    expect(box.seal(clear)).not.toBe(sealed);
    expect(box.open(sealed)).toBe(clear);
    expect(box.isSealed(sealed)).toBe(true);
  });

  it('reads a secret stored in clear before sealing began', () => {
    const box = createTwoFactorSecretBox(randomBytes(32));
    const clear = secret();
    expect(box.isSealed(clear)).toBe(false);
    expect(box.open(clear)).toBe(clear);
  });

  it('refuses with a clear error under another key, naming both keys’ ids and what to do', () => {
    const sealedWith = randomBytes(32);
    const other = randomBytes(32);
    const sealed = createTwoFactorSecretBox(sealedWith).seal(secret());
    const open = () => createTwoFactorSecretBox(other).open(sealed);
    expect(open).toThrow(TwoFactorKeyError);
    expect(open).toThrow(
      `A two-step sign-in secret was sealed with key ${twoFactorKeyId(sealedWith)}, and this shop's key is ${twoFactorKeyId(other)}. Give the shop the key it had (TWO_FACTOR_KEY, or DATA_DIR/two-factor.key put back from where it was kept apart from the backups); without it, the owners reset each member's two-step sign-in.`,
    );
  });

  it('refuses a sealed secret whose text was changed, and a form it does not know', () => {
    const box = createTwoFactorSecretBox(randomBytes(32));
    const sealed = box.seal(secret());
    const changed = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => box.open(changed)).toThrow(/does not open with it: the stored text was changed\.$/);
    expect(() => box.open(`v1:${box.keyId}:garbage`)).toThrow(TwoFactorKeyError);
    expect(() => box.open('v2:abcd1234:whatever-secret')).toThrow(
      'A two-step sign-in secret is stored in a form this version of the shop does not read (v2).',
    );
  });
});
