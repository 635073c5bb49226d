// Two-step sign-in for tests: turned on as the account page does, a code as the phone shows it, and
// a session's last code made old enough for step-up to ask again.
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { sessions } from '../../src/server/db/schema';
import type { Caller } from './accounts';
import type { TestApp } from './test-app';

/** The authenticator app's code for `secret`, `steps` periods of 30 s from now. */
export function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Turns two-step sign-in on for the caller's account; answers its secret. */
export async function enrolTwoFactor(caller: Caller, password: string): Promise<string> {
  const setup = await caller.post('/api/auth/two-factor/setup', { password });
  if (setup.status !== 200) throw new Error(`set-up failed: ${setup.status} ${await setup.text()}`);
  const { secret } = (await setup.json()) as { secret: string };
  // The step before this one: the next code the tests give (this step's or later) is still unspent.
  const enabled = await caller.post('/api/auth/two-factor/enable', { code: codeOf(secret, -1) });
  if (enabled.status !== 200) throw new Error(`turning on failed: ${enabled.status} ${await enabled.text()}`);
  return secret;
}

/** As if each of the account's sessions last gave a code `minutes` ago. */
export async function ageSecondFactor(app: TestApp, userId: number, minutes: number) {
  await app.db
    .update(sessions)
    .set({ secondFactorAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.userId, userId));
}
