// TOTP secrets are stored sealed under a key kept out of the database (TWO_FACTOR_KEY or
// DATA_DIR/two-factor.key): the row holds no usable secret, sign-in with codes works, a shop with
// another key refuses with a clear error instead of accepting a code, and secrets stored in clear
// before keep working until the start seals them.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config';
import { rateLimitCounters, users } from '../../src/server/db/schema';
import { prepareDatabase } from '../../src/server/db/prepare-database';
import { createServices } from '../../src/server/services';
import {
  createTwoFactorSecretBox,
  loadTwoFactorKey,
  sealClearTwoFactorSecrets,
  TwoFactorKeyError,
} from '../../src/server/services/accounts';
import { rateLimitKey } from '../../src/server/services/limits';
import { callerFor, sessionCookieOf, signIn } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(() => app.close());

const PASSWORD = 'console password long';
const SEALED = /^v1:[0-9a-f]{8}:[\w-]+\.[\w-]+\.[\w-]+$/;
let nextAccount = 0;

function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function member() {
  const email = `sealed${++nextAccount}@example.com`;
  const { user } = await app.services.accounts.createOrPromoteAdmin({ email, password: PASSWORD });
  return { id: user.id, email };
}

async function enrolled() {
  const who = await member();
  const caller = await signIn(app, who.email, PASSWORD);
  const setup = await caller.post('/api/auth/two-factor/setup', { password: PASSWORD });
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await caller.post('/api/auth/two-factor/enable', { code: codeOf(secret, -1) });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { ...who, secret, recoveryCodes };
}

async function storedSecret(userId: number) {
  const [row] = await app.db.select().from(users).where(eq(users.id, userId));
  return row!.totpSecret!;
}

/** The right password: a session waiting for its code, and its token. */
async function passwordOnly(email: string) {
  const response = await callerFor(app).post('/api/auth/login', { email, password: PASSWORD });
  expect(response.status).toBe(202);
  const cookie = sessionCookieOf(response);
  return { caller: callerFor(app, cookie), token: decodeURIComponent(cookie.split('=')[1]!) };
}

describe('a TOTP secret at rest', () => {
  it('is stored sealed, not as the base32 secret, and codes still sign in', async () => {
    const owner = await enrolled();
    const stored = await storedSecret(owner.id);
    expect(stored).toMatch(SEALED);
    expect(stored).not.toContain(owner.secret);

    const waiting = await passwordOnly(owner.email);
    expect((await waiting.caller.post('/api/auth/two-factor', { code: '000000' })).status).toBe(400);
    const right = await waiting.caller.post('/api/auth/two-factor', { code: codeOf(owner.secret, 1) });
    expect(right.status).toBe(200);
    expect((await waiting.caller.get('/api/auth/user')).status).toBe(200);
  });

  it('is sealed from the set-up on: the pending one is shown in clear to its owner only', async () => {
    const who = await member();
    const caller = await signIn(app, who.email, PASSWORD);
    const { secret } = (await (
      await caller.post('/api/auth/two-factor/setup', { password: PASSWORD })
    ).json()) as { secret: string };
    expect(await storedSecret(who.id)).toMatch(SEALED);
    expect((await (await caller.get('/api/auth/two-factor')).json()).setup.secret).toBe(secret);
  });

  it('is sealed with the key in DATA_DIR/two-factor.key, made at the first start with mode 0600', async () => {
    const keyFile = path.join(app.dataDir, 'two-factor.key');
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const key = Buffer.from((await readFile(keyFile, 'utf8')).trim(), 'base64');
    const owner = await enrolled();
    expect(createTwoFactorSecretBox(key).open(await storedSecret(owner.id))).toBe(owner.secret);
  });
});

describe('a shop started with another key', () => {
  const elsewhere = () =>
    createServices({
      db: app.db,
      config: { ...app.config, twoFactor: { key: randomBytes(32), keyFile: '/nonexistent/two-factor.key' } },
      log: { info: () => {}, warn: () => {}, error: () => {} },
      localOrigin: () => app.url,
    });

  it('refuses every code with a clear error, counting no guess, instead of accepting one', async () => {
    const owner = await enrolled();
    const other = elsewhere();
    const { caller, token } = await passwordOnly(owner.email);
    for (const code of [codeOf(owner.secret), '123456']) {
      const passing = other.accounts.passSecondFactor(token, { kind: 'totp', code }, '192.0.2.80');
      await expect(passing).rejects.toThrow(TwoFactorKeyError);
      await expect(passing).rejects.toThrow(
        /^A two-step sign-in secret was sealed with key [0-9a-f]{8}, and this shop's key is [0-9a-f]{8}\. Give the shop the key it had/,
      );
    }
    expect((await caller.get('/api/auth/user')).status).toBe(401);
    const accountCount = rateLimitKey({ name: 'two-factor:account', max: 0, windowMs: 0 }, owner.email);
    expect(
      await app.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, accountCount)),
    ).toEqual([]);
    // The shop with its own key still takes the right code.
    expect((await caller.post('/api/auth/two-factor', { code: codeOf(owner.secret, 1) })).status).toBe(200);
  });

  it('still takes a recovery code, which is no sealed secret: the owner gets in to set it up again', async () => {
    const owner = await enrolled();
    const { caller, token } = await passwordOnly(owner.email);
    const passed = await elsewhere().accounts.passSecondFactor(
      token,
      { kind: 'recovery', code: owner.recoveryCodes[0]! },
      '192.0.2.81',
    );
    expect(passed.signedIn).toBe(true);
    expect((await caller.get('/api/auth/user')).status).toBe(200);
  });
});

describe('secrets stored in clear before sealing began', () => {
  /** An account whose two-step sign-in was turned on by the earlier version: its secret in clear. */
  async function clearlyEnrolled() {
    const who = await member();
    const secret = new Secret({ size: 20 }).base32;
    await app.db
      .update(users)
      .set({ totpSecret: secret, totpEnabledAt: new Date(), totpLastStep: null })
      .where(eq(users.id, who.id));
    return { ...who, secret };
  }

  it('keep signing in, and are sealed at start; codes still work after', async () => {
    const owner = await clearlyEnrolled();
    const before = await passwordOnly(owner.email);
    expect((await before.caller.post('/api/auth/two-factor', { code: codeOf(owner.secret) })).status).toBe(
      200,
    );

    const box = createTwoFactorSecretBox(loadTwoFactorKey(app.config.twoFactor));
    expect(await sealClearTwoFactorSecrets(app.db, box)).toBeGreaterThanOrEqual(1);
    const stored = await storedSecret(owner.id);
    expect(stored).toMatch(SEALED);
    expect(stored).not.toContain(owner.secret);
    // A second start finds nothing left in clear, and seals nothing twice.
    expect(await sealClearTwoFactorSecrets(app.db, box)).toBe(0);
    expect(await storedSecret(owner.id)).toBe(stored);

    const after = await passwordOnly(owner.email);
    expect((await after.caller.post('/api/auth/two-factor', { code: codeOf(owner.secret, 1) })).status).toBe(
      200,
    );
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'are sealed by the shop’s start (prepareDatabase), with the key file it makes',
    async () => {
      const owner = await clearlyEnrolled();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-start-'));
      try {
        const target = app.target as { kind: 'postgres'; url: string };
        const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: target.url });
        const database = await prepareDatabase(config);
        await database.close();
        const key = loadTwoFactorKey(config.twoFactor);
        expect((await stat(config.twoFactor.keyFile)).mode & 0o777).toBe(0o600);
        expect(createTwoFactorSecretBox(key).open(await storedSecret(owner.id))).toBe(owner.secret);
        expect(await storedSecret(owner.id)).toMatch(SEALED);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
