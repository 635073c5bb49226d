// The payment test page's calls: open while M-Pesa is simulated, admin-only against real Daraja.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { post } from './mpesa-helpers';

describe('in simulated mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false, env: { MPESA_SIM_CALLBACK_DELAY_MS: '50' } });
  });
  afterAll(() => app.close());

  it('GET /api/mpesa/test connects and shows the token and callback secret masked', async () => {
    const response = await fetch(`${app.url}/api/mpesa/test`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string | boolean>;
    expect(body).toMatchObject({ success: true, environment: 'simulated' });
    expect(body.accessToken).toMatch(/^.{4}•{8}.{4}$/);
    expect(body.callbackUrl).toMatch(/\/api\/mpesa\/callback\/•+$/);
    expect(JSON.stringify(body)).not.toContain(app.config.mpesa.callbackSecret);
  });

  it('POST /api/mpesa/test-payment sends a push', async () => {
    const response = await post(app, '/api/mpesa/test-payment', { phoneNumber: '0708374149', amount: 1 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: 'Success. Request accepted for processing',
      checkoutRequestID: expect.stringMatching(/^ws_CO_/),
      responseCode: '0',
      testMode: true,
    });
  });

  it("reports Daraja's refusal as success false", async () => {
    const response = await post(app, '/api/mpesa/test-payment', { phoneNumber: '0700005001', amount: 5 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Unable to lock/),
    });
  });

  it.each([[{}], [{ phoneNumber: '0708374149' }], [{ amount: 1 }], [{ phoneNumber: '', amount: 1 }]])(
    'answers %j with 400 and SPEC’s message',
    async (body) => {
      const response = await post(app, '/api/mpesa/test-payment', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Please provide phone number and amount' });
    },
  );
});

describe('against real Daraja (sandbox)', () => {
  let app: TestApp;
  let callers: Record<'anonymous' | 'approved' | 'admin', Caller>;
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
    callers = await personas(app);
  });
  afterAll(() => app.close());

  it('keeps the test calls from anyone but an admin', async () => {
    expect((await callers.anonymous.get('/api/mpesa/test')).status).toBe(401);
    expect((await callers.approved.get('/api/mpesa/test')).status).toBe(403);
    const payment = await callers.approved.post('/api/mpesa/test-payment', {
      phoneNumber: '0708374149',
      amount: 1,
    });
    expect(payment.status).toBe(403);
  });

  it('does not serve the simulator', async () => {
    const response = await fetch(`${app.url}/__sim/mpesa/oauth/v1/generate?grant_type=client_credentials`);
    expect(response.status).toBe(404);
  });

  it('shows an admin the sandbox settings, without the callback secret', async () => {
    // The sandbox host is not reachable from here; what matters is the guard let the admin in.
    const response = await callers.admin.get('/api/mpesa/test');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ environment: 'sandbox' });
    expect(body.callbackUrl).toBe('https://shop.example/api/mpesa/callback/••••••');
  }, 40_000);
});
