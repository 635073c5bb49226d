// The app under attack with the rows valid requests point at, signed-in personas, and one call that
// sends a generated request and checks the answer and the database around it.
import { createEtimsClient } from '../../src/server/integrations/etims/client';
import { eq, inArray } from 'drizzle-orm';
import * as fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { discountCodes, orders, pickupPoints, riders, users } from '../../src/server/db/schema';
import { insertProduct } from '../../src/server/db/seed/product-factory';
import { prepareProductImage } from '../../src/server/services/catalogue';
import { prepareBrandLogo } from '../../src/server/services/settings';
import { createSessionsService, SESSION_COOKIE } from '../../src/server/services/accounts';
import { callerFor, personas, resellerForm } from '../support/accounts';
import { picture, wordmark } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';
import { type AnswerRules, describeAnswer, isMalformedHttp, problemsWith } from './answer-checks';
import type { FuzzFixtures } from './api-endpoints';
import { sendRaw, type RawResponse } from './raw-http';
import { addressCounter, type RequestSpec, type SignedInPersona, toRawRequest } from './requests';
import { rowChanges, rowCounter } from './row-counts';
import { FUZZ_TRUST_PROXY } from './settings';

export interface FuzzHarness {
  app: TestApp & { server: FastifyInstance };
  fixtures: FuzzFixtures;
  /**
   * Sends `spec`, then fails with the request, the answer and every problem found when the answer
   * breaks `rules`, or when rows changed although the request was refused (or `mustNotWrite`).
   */
  check(spec: RequestSpec, rules: AnswerRules, options?: CheckOptions): Promise<RawResponse>;
  /** Personas back to their standing, after an admin approved or rejected one of them. */
  restorePersonas(): Promise<void>;
  /** /healthz answers and the shop still serves its catalogue. */
  assertStillServing(): Promise<void>;
  close(): Promise<void>;
}

// Far over any form or JSON body of the shop (the API takes 100 KB): such a body must be refused.
/** Where the fuzz's own sessions say they were opened. */
const FUZZ_ORIGIN = { userAgent: 'shop fuzz', clientAddress: '127.0.0.1' };
const MAX_SENSIBLE_BODY = 1024 * 1024;

interface CheckOptions {
  /** The request carries input the shop must refuse, whatever the status says. */
  mustNotWrite?: boolean;
}

export async function startFuzzApp({ pages }: { pages?: 'production' } = {}): Promise<FuzzHarness> {
  const app = await startTestApp({
    pages,
    env: {
      TRUST_PROXY: FUZZ_TRUST_PROXY,
      // No simulated M-Pesa callback may land during the run and write rows behind its back.
      MPESA_SIM_CALLBACK_DELAY_MS: '600000',
    },
  });
  try {
    const fixtures = await makeFixtures(app);
    const { ids } = await personas(app);
    const standing = await app.db
      .select()
      .from(users)
      .where(inArray(users.id, Object.values(ids)));
    const sessions = createSessionsService(app.db);
    const countRows = await rowCounter(app.db);
    const ownAddress = addressCounter();
    // One session per persona, made again after a request that may have ended it (signing out).
    const cookies = new Map<SignedInPersona, string>();
    const context = {
      publicUrl: app.config.publicUrl,
      sessionCookie: async (persona: SignedInPersona) => {
        const known = cookies.get(persona);
        if (known) return known;
        const cookie = `${SESSION_COOKIE}=${(await sessions.create(ids[persona]!, FUZZ_ORIGIN)).token}`;
        cookies.set(persona, cookie);
        return cookie;
      },
      ownAddress,
    };

    return {
      app,
      fixtures,
      async check(spec, rules, options = {}) {
        const request = await toRawRequest(spec, context);
        const before = await countRows();
        const printed = printedErrors();
        let response: RawResponse;
        try {
          response = await sendRaw(app.url, request);
        } catch (error) {
          throw new Error(
            `${spec.method} ${truncate(request.target)}\n  request: ${truncate(fc.stringify(spec), 800)}\n` +
              `  problems: ${(error as Error).message}`,
          );
        }
        const changes = rowChanges(before, await countRows());
        // Requests that may end a persona's session: the next one signs in afresh.
        if (/logout|auth\/sessions|\/admins\/|password/i.test(request.target)) cookies.clear();
        const problems = problemsWith(response, spec.method, rules, changes, isMalformedHttp(request));
        const newErrors = printedErrors().slice(printed.length);
        if (newErrors.length > 0) {
          problems.push(
            `printed ${newErrors.length} error(s) to the console: ${truncate(newErrors.map(firstLine).join(' | '), 400)}`,
          );
        }
        const size = request.body?.length ?? 0;
        if (spec.method === 'POST' && size > MAX_SENSIBLE_BODY && response.status < 400) {
          problems.push(`a body of ${size} bytes was taken (${response.status}), not refused`);
        }
        if (options.mustNotWrite && changes !== '' && response.status < 400) {
          problems.push(`invalid input was accepted and rows changed: ${changes}`);
        }
        if (problems.length > 0) {
          throw new Error(
            `${spec.method} ${truncate(request.target)}\n  request: ${truncate(fc.stringify(spec), 800)}\n` +
              `  answer: ${describeAnswer(response)}\n  problems: ${problems.join('; ')}`,
          );
        }
        return response;
      },
      async restorePersonas() {
        cookies.clear();
        for (const user of standing) {
          await app.db
            .update(users)
            .set({
              role: user.role,
              consoleRole: user.consoleRole,
              isApproved: user.isApproved,
              approvedAt: user.approvedAt,
              disabledAt: user.disabledAt,
            })
            .where(eq(users.id, user.id));
        }
      },
      async assertStillServing() {
        const health = await fetch(`${app.url}/healthz`);
        if (health.status !== 200) throw new Error(`/healthz answered ${health.status} after the run`);
        const list = await fetch(`${app.url}/api/products`);
        const body = (await list.json()) as unknown[];
        if (list.status !== 200 || !Array.isArray(body) || body.length === 0) {
          throw new Error(`GET /api/products answered ${list.status} after the run`);
        }
      },
      close: () => app.close(),
    };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** What the app printed with console.error so far (the test setup records it and fails the test). */
function printedErrors(): unknown[][] {
  const spy = console.error as unknown as { mock?: { calls: unknown[][] } };
  return spy.mock ? [...spy.mock.calls] : [];
}

function firstLine(args: unknown[]): string {
  return args
    .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
    .join(' ')
    .split('\n')[0]!;
}

function truncate(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
}

async function makeFixtures(app: TestApp): Promise<FuzzFixtures> {
  const shop = callerFor(app);
  const sold = (await app.services.catalogue.listProducts()).find(
    (p) => p.shopifyProductId !== null && p.inStock,
  );
  if (!sold) throw new Error('the fuzz run needs the seed catalogue');

  const orderEmail = 'fuzz-buyer@example.com';
  const order = await json<{ orderNumber: string }>(
    await shop.post('/api/orders', {
      customerName: 'Fuzz Buyer',
      customerEmail: orderEmail,
      customerPhone: '0712345678',
      deliveryAddress: 'Moi Avenue, Bazaar Plaza, 3rd floor',
      deliveryArea: 'Westlands',
      items: [{ id: sold.id, quantity: 1 }],
      paymentMethod: 'pay_later',
    }),
  );
  const review = await json<{ id: number }>(
    await shop.post(`/api/products/${sold.id}/reviews`, {
      name: 'Amina',
      rating: 4,
      title: 'Good butter',
      body: 'Rich and soft on dry skin.',
    }),
  );
  const message = await json<{ id: number }>(
    await shop.post('/api/contact', {
      firstName: 'Amina',
      lastName: 'Otieno',
      email: 'amina@example.com',
      subject: 'order-support',
      message: 'Where is my order of whipped shea butter?',
    }),
  );
  // Read back from the database: what registering answers is not this suite's concern.
  const form = resellerForm();
  await json(await shop.post('/api/auth/register', form));
  const reseller = await app.services.accounts.findUserByEmail(form.email);
  if (!reseller) throw new Error('the fixture reseller was not registered');
  await app.db
    .update(users)
    .set({ isApproved: true, approvedAt: new Date() })
    .where(eq(users.id, reseller.id));
  const wholesaler = await callerFor(app, await signInAs(app, reseller.id)).post('/api/reseller/orders', {
    items: [{ id: sold.id, quantity: 1 }],
  });
  const wholesaleOrder = await json<{ orderNumber: string }>(wholesaler);
  await app.db.update(users).set({ isApproved: false, approvedAt: null }).where(eq(users.id, reseller.id));

  const { mpesa, shopify } = app.config;
  const basicAuth = Buffer.from(`${mpesa.consumerKey}:${mpesa.consumerSecret}`).toString('base64');
  const token = await json<{ access_token: string }>(
    await fetch(`${app.url}/__sim/mpesa/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${basicAuth}` },
    }),
  );
  return {
    productId: sold.id,
    productSlug: sold.slug,
    shopifyProductId: sold.shopifyProductId!,
    orderNumber: order.orderNumber,
    orderEmail,
    wholesaleOrderNumber: wholesaleOrder.orderNumber,
    reviewId: review.id,
    contactMessageId: message.id,
    resellerId: reseller.id,
    signIn: { email: form.email, password: form.password },
    consoleMemberId: await fuzzStaffMember(app),
    callbackSecret: mpesa.callbackSecret,
    smsReportSecret: app.config.sms.callbackSecret,
    daraja: {
      basicAuth,
      bearerToken: token.access_token,
      shortcode: mpesa.shortcode,
      passkey: mpesa.passkey,
      initiatorName: mpesa.initiatorName,
      securityCredential: mpesa.securityCredential,
      hooksUrl: `${app.url}/api/daraja/${mpesa.callbackSecret}`,
    },
    storefrontToken: shopify.storefrontToken,
    etims: await etimsFixtures(app),
    ...(await consoleProductFixtures(app)),
    pickupPointId: await fuzzPickupPoint(app),
    ...(await fuzzShipment(app, sold.id)),
  };
}

/** A confirmed order's parcel with a rider, and the rider's link: the shipments' routes act on it. */
async function fuzzShipment(app: TestApp, productId: number) {
  const placed = await json<{ orderNumber: string; items: { variantId: number }[] }>(
    await callerFor(app).post('/api/orders', {
      customerName: 'Fuzz Parcel',
      customerEmail: 'fuzz-parcel@example.com',
      customerPhone: '0712345678',
      deliveryAddress: 'Moi Avenue, Bazaar Plaza, 3rd floor',
      deliveryArea: 'Westlands',
      items: [{ id: productId, quantity: 2 }],
      paymentMethod: 'pay_later',
    }),
  );
  await app.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.orderNumber, placed.orderNumber));
  const riderId = await fuzzRider(app);
  const [owner] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  const { shipment, riderLink } = await app.services.fulfilment.ship(
    placed.orderNumber,
    { items: [{ variantId: placed.items[0]!.variantId, quantity: 1 }], method: 'rider', riderId },
    owner!.id,
  );
  return {
    shipmentOrderNumber: placed.orderNumber,
    shipmentVariantId: placed.items[0]!.variantId,
    shipmentId: shipment.id,
    riderId,
    deliveryToken: riderLink!.split('/deliver/')[1]!,
  };
}

/** A pickup point the console's PATCH changes; its area is one of the default delivery areas. */
async function fuzzPickupPoint(app: TestApp): Promise<number> {
  const [point] = await app.db
    .insert(pickupPoints)
    .values({
      name: 'Fuzz Parcels',
      town: 'Nakuru',
      area: 'Nakuru',
      address: 'Kenyatta Avenue',
      hours: 'Mon–Sat 8am–6pm',
      phone: '0712345678',
      feeCents: 20_000,
    })
    .returning({ id: pickupPoints.id });
  return point!.id;
}

/** A rider the console's PATCH changes. */
async function fuzzRider(app: TestApp): Promise<number> {
  const [rider] = await app.db
    .insert(riders)
    .values({ name: 'Fuzz Rider', phone: '0712345678' })
    .returning({ id: riders.id });
  return rider!.id;
}

/**
 * A product only the console's routes change (so the rest of the run keeps the seed's stock and
 * prices), with a gallery to remove from and reorder, one uploaded picture, and a logo's files.
 */
async function consoleProductFixtures(app: TestApp) {
  const image = await prepareProductImage(await picture('png'));
  const stored = await app.services.catalogue.images.save(image);
  const product = await insertProduct(app.db, {
    images: [stored, '/generated/products/placeholder-800.webp', stored.replace('-800', '-400')],
  });
  const [code] = await app.db
    .insert(discountCodes)
    .values({ code: 'FUZZ10', kind: 'percent', value: 10 })
    .returning({ id: discountCodes.id, code: discountCodes.code });
  const removable = await insertProduct(app.db, { slug: 'fuzz-removable', name: 'Fuzz Removable' });
  // A logo's files stored but named in no setting: the pages keep the shipped logo.
  const logo = await prepareBrandLogo(await wordmark());
  await app.services.catalogue.images.saveNamed(logo.files);
  return {
    adminProductId: product.id,
    removableProductId: removable.id,
    uploadedImageFile: stored.split('/').pop()!,
    brandFile: logo.files[0]!.name,
    discountCode: code!.code,
    discountId: code!.id,
  };
}

/** A device the eTIMS simulator initialised, and the item its fuzz sale names, so requests reach its checks. */
async function etimsFixtures(app: TestApp) {
  const { etims } = app.config;
  const basicAuth = Buffer.from(`${etims.consumerKey}:${etims.consumerSecret}`).toString('base64');
  const token = await json<{ access_token: string }>(
    await fetch(`${app.url}/__sim/etims/v1/token/generate?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${basicAuth}` },
    }),
  );
  const client = createEtimsClient({
    baseUrl: () => `${app.url}/__sim/etims`,
    tokenUrl: () => `${app.url}/__sim/etims/v1/token/generate`,
    consumerKey: etims.consumerKey,
    consumerSecret: etims.consumerSecret,
  });
  const info = await client.initialise({
    tin: 'P000000001F',
    branchId: '00',
    deviceSerial: 'FUZZ-DEVICE-01',
  });
  const device = { tin: info.tin, branchId: '00', cmcKey: info.cmcKey };
  await client.saveItem(device, {
    itemCode: 'KE2NTU0000001',
    classCode: '53131600',
    service: false,
    name: 'Raw Shea Butter (100 ml)',
    unitPriceCents: 150000,
    taxType: 'B',
  });
  return {
    basicAuth,
    bearerToken: token.access_token,
    device: { tin: info.tin, bhfId: '00', cmcKey: info.cmcKey },
  };
}

async function fuzzStaffMember(app: TestApp): Promise<number> {
  const [member] = await app.db
    .insert(users)
    .values({
      email: 'fuzz.staff@example.com',
      passwordHash: 'not a hash: nobody signs in as this member',
      firstName: 'Baraka',
      lastName: 'Mutua',
      role: 'admin',
      consoleRole: 'staff',
      isApproved: true,
    })
    .returning({ id: users.id });
  return member!.id;
}

async function signInAs(app: TestApp, userId: number): Promise<string> {
  const { token } = await createSessionsService(app.db).create(userId, FUZZ_ORIGIN);
  return `${SESSION_COOKIE}=${token}`;
}

async function json<T>(response: Response): Promise<T> {
  if (response.status >= 300)
    throw new Error(`fixture request failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
