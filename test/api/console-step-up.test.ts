// The owner's actions an attack reached with a two-step code older than the step-up window: a
// 100% discount code, an announcement on every page linking to another site, a reseller approved.
// With the old code each is refused 403 step_up_required and nothing is stored; a fresh code lets
// the same request through. (Every other console action is walked in console-permissions.test.ts.)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { registerReseller, signIn, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ageSecondFactor, codeOf, enrolTwoFactor } from '../support/two-factor';

const PASSWORD = 'owner password long';
const STEP_UP = {
  code: 'step_up_required',
  message: 'For this, confirm it is you with a code from your authenticator app.',
};

let count = 0;

/** An owner with two-step sign-in on whose session last gave a code 11 minutes ago. */
async function staleOwner(app: TestApp): Promise<{ caller: Caller; secret: string }> {
  const email = `step-up-${++count}-${Date.now()}@example.com`;
  const { user } = await app.services.accounts.createOrPromoteAdmin({ email, password: PASSWORD });
  const caller = await signIn(app, email, PASSWORD);
  const secret = await enrolTwoFactor(caller, PASSWORD);
  await ageSecondFactor(app, user.id, 11);
  return { caller, secret };
}

async function expectStepUp(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject(STEP_UP);
}

describe('an owner whose last two-step code is older than 10 minutes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(() => app.close());

  /** The code of the next time step: the one set-up spent is not taken twice. */
  const freshCode = (owner: { caller: Caller; secret: string }) =>
    owner.caller.post('/api/auth/two-factor', { code: codeOf(owner.secret, 1) });

  it('creates no 100% discount code until a fresh code is given', async () => {
    const owner = await staleOwner(app);
    const body = { code: 'ALLFREE', kind: 'percent', value: 100 };
    await expectStepUp(await owner.caller.post('/api/admin/discounts', body));
    const codes = async () => (await app.services.discounts.list()).map((discount) => discount.code);
    expect(await codes()).not.toContain('ALLFREE');

    const switched = await owner.caller.send('PATCH', '/api/admin/discounts/1', { active: false });
    await expectStepUp(switched);

    expect((await freshCode(owner)).status).toBe(200);
    const created = await owner.caller.post('/api/admin/discounts', body);
    expect(created.status).toBe(201);
    expect(await codes()).toContain('ALLFREE');
  });

  it('puts no announcement linking to another site on the shop until a fresh code is given', async () => {
    const owner = await staleOwner(app);
    const announcement = {
      text: 'Claim your gift',
      link: 'https://elsewhere.example/claim',
      active: true,
      startsAt: null,
      endsAt: null,
    };
    await expectStepUp(await owner.caller.send('PUT', '/api/admin/content/announcement', announcement));
    await expectStepUp(
      await owner.caller.send('PATCH', '/api/admin/settings', { stock: { lowStockThreshold: 1 } }),
    );
    expect(await app.services.content.versions('announcement')).toEqual([]);
    expect(await app.services.content.read('announcement')).toMatchObject({ active: false, link: '' });

    expect((await freshCode(owner)).status).toBe(200);
    const saved = await owner.caller.send('PUT', '/api/admin/content/announcement', announcement);
    expect(saved.status).toBe(200);
    expect(await app.services.content.read('announcement')).toMatchObject(announcement);
  });

  it('approves no reseller until a fresh code is given', async () => {
    const owner = await staleOwner(app);
    const applicant = await registerReseller(app);
    const approve = () => owner.caller.post(`/api/admin/resellers/${applicant.user.id}/approve`);
    await expectStepUp(await approve());
    const [row] = await app.db.select().from(users).where(eq(users.id, applicant.user.id));
    expect(row).toMatchObject({ isApproved: false, approvedAt: null });

    expect((await freshCode(owner)).status).toBe(200);
    expect((await approve()).status).toBe(200);
    const [approved] = await app.db.select().from(users).where(eq(users.id, applicant.user.id));
    expect(approved!.isApproved).toBe(true);
  });

  it('still reads the lists without a code', async () => {
    const owner = await staleOwner(app);
    for (const path of ['/api/admin/discounts', '/api/admin/content/announcement', '/api/admin/resellers']) {
      expect((await owner.caller.get(path)).status, path).toBe(200);
    }
  });
});

describe('the M-Pesa test prompt against the real Daraja', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      seed: false,
      env: {
        MPESA_MODE: 'sandbox',
        MPESA_CONSUMER_KEY: 'key-for-tests',
        MPESA_CONSUMER_SECRET: 'secret-for-tests',
        MPESA_PASSKEY: 'passkey-for-tests',
        MPESA_CALLBACK_SECRET: 'callback-secret-for-tests',
        PUBLIC_URL: 'https://shop.example',
      },
    });
  });
  afterAll(() => app.close());

  it('asks an owner whose last code is old for a fresh one before it spends money', async () => {
    const { caller } = await staleOwner(app);
    await expectStepUp(
      await caller.post('/api/mpesa/test-payment', { phoneNumber: '0708374149', amount: 1 }),
    );
  });
});
