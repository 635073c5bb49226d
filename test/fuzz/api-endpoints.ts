// A valid request for every route the app registers. The fuzz suite starts from these and breaks
// one thing at a time, which gets past the first schema check deeper into each handler than a
// random body would. A route without an entry here fails the coverage test of the suite.
import { defaultSettings } from '../../src/core/shop-settings-values';
import { PRODUCT_BY_ID_QUERY, productGid } from '../../src/core/shopify-storefront';
import { darajaTimestamp, stkPassword } from '../../src/server/integrations/mpesa/timestamp';
import type { RawResponse } from './raw-http';

/** Rows made before the run that valid requests point at. */
export interface FuzzFixtures {
  /** A product only DELETE /api/admin/products/:id acts on. */
  removableProductId: number;
  productId: number;
  productSlug: string;
  shopifyProductId: string;
  orderNumber: string;
  orderEmail: string;
  wholesaleOrderNumber: string;
  reviewId: number;
  contactMessageId: number;
  /** A reseller that only the admin routes act on, so the signed-in personas keep their standing. */
  resellerId: number;
  /** That reseller's sign-in, for the /login form (it awaits approval: signing in changes nothing). */
  signIn: { email: string; password: string };
  /** A staff member no persona is, for the owner's team actions (sign out, disable, role). */
  consoleMemberId: number;
  callbackSecret: string;
  /** The secret path segment of Africa's Talking's delivery reports. */
  smsReportSecret: string;
  daraja: {
    basicAuth: string;
    bearerToken: string;
    shortcode: string;
    passkey: string;
    initiatorName: string;
    securityCredential: string;
    /** The shop's own Daraja hooks, behind the callback secret. */
    hooksUrl: string;
  };
  storefrontToken: string;
  /** The eTIMS simulator's gateway credentials and token, and a device it initialised. */
  etims: { basicAuth: string; bearerToken: string; device: { tin: string; bhfId: string; cmcKey: string } };
  /** A product only the console's product routes act on. */
  adminProductId: number;
  /** The file name of a picture uploaded in the console (under /uploads/products/). */
  uploadedImageFile: string;
  /** The file name of an uploaded logo's picture (under /uploads/brand/). */
  brandFile: string;
  /** A discount code the shop's valid requests use, and its id for the console's switch. */
  discountCode: string;
  discountId: number;
  /** A pickup point the console's PATCH changes. */
  pickupPointId: number;
  /** A confirmed order with one parcel out of two units, the size it holds, and that parcel. */
  shipmentOrderNumber: string;
  shipmentVariantId: number;
  shipmentId: number;
  /** The rider the parcel is handed to, and the rider's link's token. */
  riderId: number;
  deliveryToken: string;
}

export interface ValidRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface EndpointSpec {
  method: string;
  url: string;
  valid: (f: FuzzFixtures) => ValidRequest;
  /**
   * 'vendor' for the simulators: failures in the shapes of the service they stand in for; 'any'
   * for a file route outside /api, where an unreadable address gets the pages' HTML refusal.
   */
  errorType?: 'vendor' | 'any';
  /** 5xx answers the route gives by design (a simulator imitating Daraja's own 500s). */
  intended5xx?: (response: RawResponse) => boolean;
  /** A success may change who the personas are (approval, role): put them back afterwards. */
  changesAccounts?: boolean;
}

// M-Pesa never answers on this simulator number, so no callback lands in the middle of the run.
const SILENT_PHONE = '0700009999';

const etimsHeaders = (f: FuzzFixtures) => ({
  authorization: `Bearer ${f.etims.bearerToken}`,
  tin: f.etims.device.tin,
  bhfId: f.etims.device.bhfId,
  cmcKey: f.etims.device.cmcKey,
});

/** A sale of one registered item, invoice 1 of the fuzz device: a resend answers the same receipt. */
const etimsSale = () => ({
  trdInvcNo: 'HM-FUZZ0001',
  invcNo: 1,
  orgInvcNo: 0,
  custNm: 'Wanjiku Kamau',
  salesTyCd: 'N',
  rcptTyCd: 'S',
  pmtTyCd: '06',
  salesSttsCd: '02',
  cfmDt: '20261129100000',
  salesDt: '20261129',
  totItemCnt: 1,
  ...Object.fromEntries(
    ['A', 'B', 'C', 'D', 'E'].flatMap((t) => [
      [`taxblAmt${t}`, t === 'B' ? 1500 : 0],
      [`taxRt${t}`, t === 'B' ? 16 : t === 'E' ? 8 : 0],
      [`taxAmt${t}`, t === 'B' ? 206.9 : 0],
    ]),
  ),
  totTaxblAmt: 1500,
  totTaxAmt: 206.9,
  totAmt: 1500,
  prchrAcptcYn: 'N',
  regrId: 'shop',
  regrNm: 'shop',
  modrId: 'shop',
  modrNm: 'shop',
  receipt: { rcptPbctDt: '20261129100000', prchrAcptcYn: 'N' },
  itemList: [
    {
      itemSeq: 1,
      itemCd: 'KE2NTU0000001',
      itemClsCd: '53131600',
      itemNm: 'Raw Shea Butter (100 ml)',
      pkgUnitCd: 'NT',
      pkg: 1,
      qtyUnitCd: 'U',
      qty: 1,
      prc: 1500,
      splyAmt: 1500,
      dcRt: 0,
      dcAmt: 0,
      taxTyCd: 'B',
      taxblAmt: 1500,
      taxAmt: 206.9,
      totAmt: 1500,
    },
  ],
});

/** The Daraja simulator answers 500 where Daraja does (wrong credentials, pending query), with its shape. */
const darajaFault = (response: RawResponse) => {
  try {
    const body = JSON.parse(response.body.toString('utf8')) as { errorCode?: unknown };
    return response.status === 500 && typeof body.errorCode === 'string' && body.errorCode.startsWith('500.');
  } catch {
    return false;
  }
};

const pushBody = (f: FuzzFixtures) => {
  const timestamp = darajaTimestamp();
  return {
    BusinessShortCode: f.daraja.shortcode,
    Password: stkPassword(f.daraja.shortcode, f.daraja.passkey, timestamp),
    Timestamp: timestamp,
    TransactionType: 'CustomerPayBillOnline',
    Amount: 1,
    PartyA: '254700009999',
    PartyB: f.daraja.shortcode,
    PhoneNumber: '254700009999',
    CallBackURL: 'http://127.0.0.1:9/callback',
    AccountReference: 'HM-FUZZ',
    TransactionDesc: 'Fuzz',
  };
};

// A Paybill payment's notice as Daraja posts it; its account names the fixture order, which it
// pays in part at most (1 KES), so the run's other requests still find the order open.
const c2bNotice = (f: FuzzFixtures) => ({
  TransactionType: 'Pay Bill',
  TransID: 'FUZZ000001',
  TransTime: '20260124102115',
  TransAmount: '1.00',
  BusinessShortCode: f.daraja.shortcode,
  BillRefNumber: f.orderNumber,
  InvoiceNumber: '',
  OrgAccountBalance: '',
  ThirdPartyTransID: '',
  MSISDN: '2547 ***** 999',
  FirstName: 'Fuzz',
  MiddleName: '',
  LastName: '',
});

export const API_ENDPOINTS: EndpointSpec[] = [
  { method: 'GET', url: '/healthz', valid: () => ({}) },
  { method: 'GET', url: '/readyz', valid: () => ({}) },

  // The simulators stand in for Safaricom and Shopify in development and tests.
  {
    method: 'GET',
    url: '/__sim/etims/v1/token/generate',
    valid: (f) => ({
      query: { grant_type: 'client_credentials' },
      headers: { authorization: `Basic ${f.etims.basicAuth}` },
    }),
    errorType: 'vendor',
  },
  {
    method: 'POST',
    url: '/__sim/etims/selectInitOsdcInfo',
    valid: (f) => ({
      headers: { authorization: `Bearer ${f.etims.bearerToken}` },
      body: { tin: 'P000000002F', bhfId: '00', dvcSrlNo: 'FUZZ-INIT-01' },
    }),
    errorType: 'vendor',
  },
  {
    method: 'POST',
    url: '/__sim/etims/selectCodeList',
    valid: (f) => ({ headers: etimsHeaders(f), body: { lastReqDt: '20200101000000' } }),
    errorType: 'vendor',
  },
  {
    method: 'POST',
    url: '/__sim/etims/saveItem',
    valid: (f) => ({
      headers: etimsHeaders(f),
      body: {
        itemCd: 'KE2NTU0000001',
        itemClsCd: '53131600',
        itemTyCd: '2',
        itemNm: 'Raw Shea Butter (100 ml)',
        orgnNatCd: 'KE',
        pkgUnitCd: 'NT',
        qtyUnitCd: 'U',
        taxTyCd: 'B',
        dftPrc: 1500,
        isrcAplcbYn: 'N',
        useYn: 'Y',
        regrId: 'shop',
        regrNm: 'shop',
        modrId: 'shop',
        modrNm: 'shop',
      },
    }),
    errorType: 'vendor',
  },
  {
    method: 'POST',
    url: '/__sim/etims/saveTrnsSalesOsdc',
    valid: (f) => ({ headers: etimsHeaders(f), body: etimsSale() }),
    errorType: 'vendor',
  },
  {
    method: 'GET',
    url: '/__sim/etims/receipt',
    valid: (f) => ({ query: { Data: `${f.etims.device.tin}${f.etims.device.bhfId}ABCDEFGHIJKLMNOP` } }),
    errorType: 'vendor',
  },
  {
    method: 'GET',
    url: '/__sim/mpesa/oauth/v1/generate',
    valid: (f) => ({
      query: { grant_type: 'client_credentials' },
      headers: { authorization: `Basic ${f.daraja.basicAuth}` },
    }),
    errorType: 'vendor',
    intended5xx: darajaFault,
  },
  {
    method: 'POST',
    url: '/__sim/mpesa/mpesa/stkpush/v1/processrequest',
    valid: (f) => ({ headers: { authorization: `Bearer ${f.daraja.bearerToken}` }, body: pushBody(f) }),
    errorType: 'vendor',
    intended5xx: darajaFault,
  },
  {
    method: 'POST',
    url: '/__sim/mpesa/mpesa/stkpushquery/v1/query',
    valid: (f) => {
      const { BusinessShortCode, Password, Timestamp } = pushBody(f);
      return {
        headers: { authorization: `Bearer ${f.daraja.bearerToken}` },
        body: { BusinessShortCode, Password, Timestamp, CheckoutRequestID: 'ws_CO_000000000000000000' },
      };
    },
    errorType: 'vendor',
    intended5xx: darajaFault,
  },
  {
    method: 'POST',
    url: '/__sim/mpesa/mpesa/transactionstatus/v1/query',
    valid: (f) => ({
      headers: { authorization: `Bearer ${f.daraja.bearerToken}` },
      body: {
        Initiator: f.daraja.initiatorName,
        SecurityCredential: f.daraja.securityCredential,
        CommandID: 'TransactionStatusQuery',
        // Known to no prompt: the result posted back settles nothing.
        OriginalConversationID: 'ws_CO_000000000000000000',
        PartyA: f.daraja.shortcode,
        IdentifierType: '4',
        ResultURL: `${f.daraja.hooksUrl}/status/result`,
        QueueTimeOutURL: `${f.daraja.hooksUrl}/status/timeout`,
        Remarks: 'Payment reconciliation',
        Occasion: 'Order',
      },
    }),
    errorType: 'vendor',
    intended5xx: darajaFault,
  },
  {
    method: 'POST',
    url: '/__sim/mpesa/mpesa/c2b/v1/registerurl',
    valid: (f) => ({
      headers: { authorization: `Bearer ${f.daraja.bearerToken}` },
      body: {
        ShortCode: f.daraja.shortcode,
        ResponseType: 'Completed',
        ConfirmationURL: 'http://127.0.0.1:9/c2b/confirmation',
        ValidationURL: 'http://127.0.0.1:9/c2b/validation',
      },
    }),
    errorType: 'vendor',
    intended5xx: darajaFault,
  },
  {
    method: 'POST',
    url: '/__sim/mpesa/mpesa/reversal/v1/request',
    valid: (f) => ({
      headers: { authorization: `Bearer ${f.daraja.bearerToken}` },
      // The fuzz app's hooks are not these, so the simulator stops at its field checks: no post.
      body: {
        Initiator: 'simulated-initiator',
        SecurityCredential: 'simulated-security-credential',
        CommandID: 'TransactionReversal',
        TransactionID: 'OEI2AK4Q16',
        Amount: 100,
        ReceiverParty: f.daraja.shortcode,
        RecieverIdentifierType: '11',
        ResultURL: 'http://127.0.0.1:9/result',
        QueueTimeOutURL: 'http://127.0.0.1:9/timeout',
        Remarks: 'Fuzz',
        Occasion: '',
      },
    }),
    errorType: 'vendor',
  },
  {
    method: 'POST',
    url: '/__sim/mpesa/mpesa/c2b/v1/simulate',
    valid: (f) => ({
      headers: { authorization: `Bearer ${f.daraja.bearerToken}` },
      body: {
        ShortCode: f.daraja.shortcode,
        CommandID: 'CustomerPayBillOnline',
        Amount: 1,
        Msisdn: '254700009999',
        BillRefNumber: 'HM-FUZZ',
      },
    }),
    errorType: 'vendor',
    intended5xx: darajaFault,
  },
  {
    method: 'POST',
    url: '/__sim/shopify/api/:version/graphql.json',
    valid: (f) => ({
      params: { version: '2025-07' },
      headers: { 'x-shopify-storefront-access-token': f.storefrontToken },
      body: { query: PRODUCT_BY_ID_QUERY, variables: { id: productGid(f.shopifyProductId) } },
    }),
    errorType: 'vendor',
  },
  {
    method: 'GET',
    url: '/__sim/shopify/products/:handle',
    valid: (f) => ({ params: { handle: f.productSlug } }),
    // Shopify's storefront answers an unknown product with its HTML 404 page.
    errorType: 'vendor',
  },

  // Catalogue, wishlist and messages.
  {
    method: 'GET',
    url: '/api/products',
    valid: () => ({ query: { category: 'body-butter', sort: 'price-asc' } }),
  },
  { method: 'GET', url: '/api/products/:id', valid: (f) => ({ params: { id: String(f.productId) } }) },
  {
    method: 'GET',
    url: '/api/products/:id/reviews',
    valid: (f) => ({ params: { id: String(f.productId) } }),
  },
  {
    method: 'POST',
    url: '/api/products/:id/reviews',
    valid: (f) => ({
      params: { id: String(f.productId) },
      body: { name: 'Amina', rating: 5, title: 'Lovely butter', body: 'Soft skin after a week of use.' },
    }),
  },
  { method: 'GET', url: '/api/storefront-config', valid: () => ({}) },
  { method: 'POST', url: '/api/funnel/:step', valid: () => ({ params: { step: 'cart' } }) },
  {
    method: 'POST',
    url: '/api/discounts/check',
    valid: (f) => ({
      body: { code: f.discountCode, items: [{ id: f.productId, quantity: 1 }], deliveryArea: 'Westlands' },
    }),
  },
  { method: 'GET', url: '/api/wishlist', valid: () => ({ query: { sessionId: 'fuzz-session-0001' } }) },
  {
    method: 'POST',
    url: '/api/wishlist',
    valid: (f) => ({ body: { sessionId: 'fuzz-session-0001', productId: f.productId } }),
  },
  {
    method: 'DELETE',
    url: '/api/wishlist/:productId',
    valid: (f) => ({ params: { productId: String(f.productId) }, query: { sessionId: 'fuzz-session-0001' } }),
  },
  {
    method: 'POST',
    url: '/api/contact',
    valid: () => ({
      body: {
        firstName: 'Achieng',
        lastName: 'Otieno',
        email: 'achieng@example.com',
        phone: '0712345678',
        subject: 'product-inquiry',
        message: 'Is the raw shea butter unrefined?',
      },
    }),
  },
  { method: 'POST', url: '/api/newsletter', valid: () => ({ body: { email: 'news@example.com' } }) },
  // A well-formed token of no subscription: answered as already unsubscribed, nothing changes.
  { method: 'POST', url: '/api/unsubscribe', valid: () => ({ body: { token: `999999.${'A'.repeat(43)}` } }) },
  // The product is in stock: a well-formed wait is answered 409, and nothing is stored.
  {
    method: 'POST',
    url: '/api/back-in-stock',
    valid: (f) => ({ body: { productId: f.productId, email: 'waiting@example.com' } }),
  },
  // A well-formed link of nobody waiting: answered as done, nothing changes.
  {
    method: 'POST',
    url: '/api/back-in-stock/unsubscribe',
    valid: () => ({ body: { token: 'A'.repeat(22) } }),
  },

  // Orders and tracking.
  {
    method: 'POST',
    url: '/api/orders',
    valid: (f) => ({
      headers: { 'idempotency-key': 'fuzz-order-key' },
      body: {
        customerName: 'Wanjiku Kamau',
        customerEmail: 'wanjiku@example.com',
        customerPhone: '0712345678',
        deliveryAddress: 'Moi Avenue, Bazaar Plaza, 3rd floor',
        deliveryArea: 'Westlands',
        deliveryMethod: 'rider',
        items: [{ id: f.productId, quantity: 1 }],
        paymentMethod: 'pay_later',
        totalAmount: '1.00',
        notes: 'fuzz',
      },
    }),
  },
  {
    method: 'GET',
    url: '/api/orders/track',
    valid: (f) => ({ query: { orderNumber: f.orderNumber, email: f.orderEmail } }),
  },
  {
    method: 'GET',
    url: '/api/orders/:orderNumber/invoice',
    valid: (f) => ({ params: { orderNumber: f.orderNumber }, query: { email: f.orderEmail } }),
  },
  {
    method: 'GET',
    url: '/api/orders/:orderNumber/invoice.pdf',
    valid: (f) => ({ params: { orderNumber: f.orderNumber }, query: { email: f.orderEmail } }),
  },
  {
    method: 'POST',
    url: '/api/orders/:orderNumber/payment-method',
    valid: (f) => ({
      params: { orderNumber: f.orderNumber },
      body: { paymentMethod: 'pay_later', email: f.orderEmail },
    }),
  },

  // Accounts.
  {
    method: 'POST',
    url: '/api/auth/register',
    valid: () => ({
      body: {
        email: 'fuzz-reseller@example.com',
        password: 'shea butter wholesale',
        firstName: 'Achieng',
        lastName: 'Mwangi',
        businessName: 'Glow Duka',
        phone: '0712345678',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/login',
    valid: () => ({ body: { email: 'fuzz-reseller@example.com', password: 'shea butter wholesale' } }),
  },
  { method: 'POST', url: '/api/auth/logout', valid: () => ({}) },
  { method: 'GET', url: '/api/auth/user', valid: () => ({}) },
  {
    method: 'POST',
    url: '/api/auth/password-reset',
    valid: () => ({ body: { email: 'fuzz-reseller@example.com' } }),
  },
  {
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    valid: () => ({ body: { token: 'A'.repeat(43), password: 'a long new password' } }),
  },
  {
    method: 'POST',
    url: '/api/auth/password',
    // Wrong for every persona: a well-formed change is a counted guess, and changes no password.
    valid: () => ({
      body: { currentPassword: 'not the current password', newPassword: 'a long new password' },
    }),
  },
  // No persona has two-step sign-in on: a code is a 409 for them, and a set-up stays unconfirmed.
  { method: 'POST', url: '/api/auth/two-factor', valid: () => ({ body: { code: '123456' } }) },
  { method: 'GET', url: '/api/auth/two-factor', valid: () => ({}) },
  // The admin persona's password (test/support/accounts.ts): a set-up begun, not turned on.
  {
    method: 'POST',
    url: '/api/auth/two-factor/setup',
    valid: () => ({ body: { password: 'admin password long' } }),
  },
  { method: 'POST', url: '/api/auth/two-factor/enable', valid: () => ({ body: { code: '123456' } }) },
  { method: 'POST', url: '/api/auth/two-factor/recovery-codes', valid: () => ({}) },
  { method: 'DELETE', url: '/api/auth/two-factor', valid: () => ({}) },
  { method: 'GET', url: '/api/auth/sessions', valid: () => ({}) },
  // The caller's own sessions only; an id of another account's is a 404.
  { method: 'DELETE', url: '/api/auth/sessions/:id', valid: () => ({ params: { id: '1' } }) },

  // Resellers.
  { method: 'GET', url: '/api/reseller/orders', valid: () => ({}) },
  {
    method: 'POST',
    url: '/api/reseller/orders',
    valid: (f) => ({
      body: { items: JSON.stringify([{ id: f.productId, quantity: 2 }]), notes: 'fuzz order' },
    }),
  },
  { method: 'POST', url: '/api/reseller/waitlist', valid: () => ({ body: { email: 'wait@example.com' } }) },
  { method: 'GET', url: '/api/reseller/tax-details', valid: () => ({}) },
  { method: 'PATCH', url: '/api/reseller/tax-details', valid: () => ({ body: { kraPin: 'A123456789Z' } }) },

  // Administration.
  { method: 'GET', url: '/api/admin/settings', valid: () => ({}) },
  // Every free-text field but the delivery areas', each written back as it is, and the threshold:
  // the other routes keep SPEC's fees and rules.
  {
    method: 'PATCH',
    url: '/api/admin/settings',
    valid: () => {
      const { store, delivery } = defaultSettings();
      const { businessHours, supportHours, instagramUrl, facebookUrl } = store;
      return {
        body: {
          store: { businessHours, supportHours, instagramUrl, facebookUrl },
          delivery: { deliveryTimes: delivery.deliveryTimes.slice(0, 1) },
          stock: { lowStockThreshold: 5 },
        },
      };
    },
  },
  // The logo itself is the body; the generated bodies here are JSON or junk, all refused.
  { method: 'POST', url: '/api/admin/settings/logo', valid: () => ({}) },
  {
    method: 'GET',
    url: '/api/admin/settings/:group/versions',
    valid: () => ({ params: { group: 'stock' } }),
  },
  {
    method: 'POST',
    url: '/api/admin/settings/:group/versions/:version/restore',
    valid: () => ({ params: { group: 'stock', version: '1' } }),
  },
  { method: 'GET', url: '/api/delivery-areas', valid: () => ({}) },
  { method: 'GET', url: '/api/pickup-points', valid: () => ({ query: { town: 'Nak' } }) },
  { method: 'GET', url: '/api/admin/pickup-points', valid: () => ({}) },
  {
    method: 'POST',
    url: '/api/admin/pickup-points',
    valid: () => ({
      body: {
        name: 'Fuzz Agents',
        town: 'Kisumu',
        area: 'Kisumu',
        address: 'Oginga Odinga Street',
        hours: 'Mon–Sat 8am–6pm',
        phone: '0712 345 678',
        feeKes: 150,
        active: true,
      },
    }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/pickup-points/:id',
    valid: (f) => ({ params: { id: String(f.pickupPointId) }, body: { feeKes: 200, hours: 'Every day' } }),
  },
  { method: 'GET', url: '/api/admin/riders', valid: () => ({}) },
  {
    method: 'POST',
    url: '/api/admin/riders',
    valid: () => ({ body: { name: 'Fuzz Rider', phone: '0712 345 678', active: true } }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/riders/:id',
    valid: (f) => ({ params: { id: String(f.riderId) }, body: { phone: '0722 000 111' } }),
  },
  { method: 'POST', url: '/api/admin/content/preview', valid: () => ({ body: { markdown: '**Hello**' } }) },
  { method: 'GET', url: '/api/admin/content/:page', valid: () => ({ params: { page: 'faq' } }) },
  {
    method: 'PUT',
    url: '/api/admin/content/:page',
    valid: () => ({ params: { page: 'about' }, body: { markdown: 'Our story.' } }),
  },
  { method: 'GET', url: '/api/admin/content/:page/versions', valid: () => ({ params: { page: 'about' } }) },
  {
    method: 'POST',
    url: '/api/admin/content/:page/versions/:version/restore',
    valid: () => ({ params: { page: 'about', version: '1' } }),
  },
  { method: 'GET', url: '/api/admin/reviews', valid: () => ({ query: { status: 'pending' } }) },
  {
    method: 'POST',
    url: '/api/admin/reviews/:id/approve',
    valid: (f) => ({ params: { id: String(f.reviewId) } }),
  },
  {
    method: 'POST',
    url: '/api/admin/reviews/:id/reject',
    valid: (f) => ({ params: { id: String(f.reviewId) } }),
  },
  { method: 'GET', url: '/api/admin/resellers', valid: () => ({ query: { status: 'all' } }) },
  {
    method: 'POST',
    url: '/api/admin/resellers/:id/approve',
    valid: (f) => ({ params: { id: String(f.resellerId) } }),
    changesAccounts: true,
  },
  {
    method: 'POST',
    url: '/api/admin/resellers/:id/reject',
    valid: (f) => ({ params: { id: String(f.resellerId) } }),
    changesAccounts: true,
  },
  {
    method: 'GET',
    url: '/api/admin/resellers/:id/orders',
    valid: (f) => ({ params: { id: String(f.resellerId) } }),
  },
  { method: 'GET', url: '/api/admin/messages', valid: () => ({ query: { status: 'all', page: '1' } }) },
  {
    method: 'POST',
    url: '/api/admin/messages/:id/handled',
    valid: (f) => ({ params: { id: String(f.contactMessageId) } }),
  },
  {
    method: 'POST',
    url: '/api/admin/messages/:id/reopen',
    valid: (f) => ({ params: { id: String(f.contactMessageId) } }),
  },
  { method: 'GET', url: '/api/admin/payments/c2b/unmatched', valid: () => ({}) },
  {
    method: 'POST',
    url: '/api/admin/payments/c2b/:id/assign',
    // No such payment: the handler runs to its lookup and answers 404, and nothing moves.
    valid: (f) => ({ params: { id: '999999' }, body: { orderNumber: f.orderNumber } }),
  },
  { method: 'GET', url: '/api/admin/subscribers', valid: () => ({ query: { page: '1' } }) },
  { method: 'GET', url: '/api/admin/subscribers.csv', valid: () => ({}) },
  { method: 'GET', url: '/api/admin/reseller-waitlist', valid: () => ({ query: { page: '1' } }) },
  { method: 'GET', url: '/api/admin/reseller-waitlist.csv', valid: () => ({}) },
  { method: 'GET', url: '/api/admin/privacy/export', valid: (f) => ({ query: { email: f.orderEmail } }) },
  {
    method: 'POST',
    url: '/api/admin/privacy/erase',
    // An address no row holds: the erasure runs to the end and finds nothing to change.
    valid: () => ({ body: { email: 'nobody-here@example.com' } }),
  },
  { method: 'GET', url: '/api/admin/wholesale-orders', valid: () => ({ query: { status: 'pending' } }) },
  {
    method: 'POST',
    url: '/api/admin/wholesale-orders/:orderNumber/status',
    valid: (f) => ({ params: { orderNumber: f.wholesaleOrderNumber }, body: { status: 'confirmed' } }),
  },
  { method: 'GET', url: '/api/admin/admins', valid: () => ({}) },
  ...(['sign-out', 'disable', 'enable', 'reset-two-factor'] as const).map((action): EndpointSpec => ({
    method: 'POST',
    url: `/api/admin/admins/:id/${action}`,
    valid: (f) => ({ params: { id: String(f.consoleMemberId) } }),
    changesAccounts: true,
  })),
  {
    method: 'PATCH',
    url: '/api/admin/admins/:id',
    valid: (f) => ({ params: { id: String(f.consoleMemberId) }, body: { role: 'staff' } }),
    changesAccounts: true,
  },
  // Asking it of everyone needs the owner's own on, which no persona has: only `false` is stored.
  { method: 'PUT', url: '/api/admin/two-factor-policy', valid: () => ({ body: { required: false } }) },
  {
    method: 'POST',
    url: '/api/admin/admins/invite',
    valid: () => ({ body: { email: 'new.admin@example.com', firstName: 'Wanjiru', lastName: 'Kariuki' } }),
  },
  {
    method: 'GET',
    url: '/api/admin/activity',
    valid: () => ({
      query: { subject: 'order', actor: 'admins', from: '2026-01-01', to: '2026-12-31', q: 'HM-', page: '1' },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/activity/export.csv',
    valid: () => ({
      query: { subject: 'mpesa_payment', actor: 'shop', from: '2026-01-01', to: '2026-12-31' },
    }),
  },
  { method: 'GET', url: '/api/admin/insights', valid: () => ({ query: { days: '30' } }) },
  { method: 'GET', url: '/api/admin/discounts', valid: () => ({}) },
  // A code of its own each time, so the fixture's code stays as it is; its start and end are the
  // dates the sweep moves to year 0 and past JavaScript's range.
  {
    method: 'POST',
    url: '/api/admin/discounts',
    valid: () => ({
      body: {
        code: `FUZZ-${Date.now().toString(36)}`,
        kind: 'percent',
        value: 10,
        maxUses: 5,
        appliesTo: 'both',
        startsAt: '2026-01-01T00:00:00Z',
        endsAt: '2026-12-31T21:00:00Z',
      },
    }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/discounts/:id',
    valid: (f) => ({ params: { id: String(f.discountId) }, body: { active: true } }),
  },
  {
    method: 'GET',
    url: '/api/admin/orders',
    valid: () => ({
      query: {
        kind: 'retail',
        status: 'awaiting_payment',
        q: 'wanjiku',
        from: '2026-01-01',
        to: '2026-12-31',
        page: '1',
      },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/orders/export.csv',
    valid: () => ({ query: { method: 'pay_later', from: '2026-01-01', to: '2026-12-31' } }),
  },
  { method: 'GET', url: '/api/admin/fulfilment', valid: () => ({ query: { page: '1' } }) },
  {
    method: 'GET',
    url: '/api/admin/fulfilment/pick-list',
    // The fixture orders wait for payment or the shop, so the list names them as not ready (400).
    valid: (f) => ({ query: { orders: `${f.orderNumber},${f.wholesaleOrderNumber}` } }),
  },
  { method: 'GET', url: '/api/admin/tax-invoices', valid: () => ({ query: { status: 'failed' } }) },
  {
    method: 'POST',
    url: '/api/admin/tax-invoices/:id/retry',
    valid: () => ({ params: { id: '1' }, body: {} }),
  },
  {
    method: 'GET',
    url: '/api/admin/orders/:orderNumber',
    valid: (f) => ({ params: { orderNumber: f.orderNumber } }),
  },
  {
    method: 'POST',
    url: '/api/admin/orders/:orderNumber/status',
    valid: (f) => ({
      params: { orderNumber: f.wholesaleOrderNumber },
      body: { status: 'cancelled', note: 'fuzz' },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/orders/bulk-status',
    valid: (f) => ({ body: { orderNumbers: [f.wholesaleOrderNumber], status: 'processing' } }),
  },
  {
    method: 'POST',
    url: '/api/admin/orders/:orderNumber/notes',
    valid: (f) => ({ params: { orderNumber: f.orderNumber }, body: { body: 'Called the customer' } }),
  },
  {
    method: 'POST',
    url: '/api/admin/orders/:orderNumber/check-payment',
    valid: (f) => ({ params: { orderNumber: f.orderNumber } }),
  },
  {
    method: 'GET',
    url: '/api/admin/orders/:orderNumber/packing-slip.pdf',
    valid: (f) => ({ params: { orderNumber: f.orderNumber }, query: { size: 'receipt', prices: '1' } }),
  },
  {
    method: 'GET',
    url: '/api/admin/orders/:orderNumber/shipments',
    valid: (f) => ({ params: { orderNumber: f.shipmentOrderNumber } }),
  },
  {
    method: 'POST',
    url: '/api/admin/orders/:orderNumber/shipments',
    valid: (f) => ({
      params: { orderNumber: f.shipmentOrderNumber },
      body: { items: [{ variantId: f.shipmentVariantId, quantity: 1 }], method: 'rider', riderId: f.riderId },
    }),
  },
  ...['out-for-delivery', 'ready-for-pickup', 'delivered', 'returned'].map((move) => ({
    method: 'POST',
    url: `/api/admin/shipments/:id/${move}`,
    valid: (f: FuzzFixtures) => ({ params: { id: String(f.shipmentId) } }),
  })),
  {
    method: 'POST',
    url: '/api/admin/shipments/:id/collected',
    valid: (f) => ({ params: { id: String(f.shipmentId) }, body: { code: '1234' } }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/shipments/:id',
    valid: (f) => ({ params: { id: String(f.shipmentId) }, body: { riderId: f.riderId } }),
  },
  { method: 'GET', url: '/api/deliveries/:token', valid: (f) => ({ params: { token: f.deliveryToken } }) },
  {
    method: 'POST',
    url: '/api/deliveries/:token/out-for-delivery',
    valid: (f) => ({ params: { token: f.deliveryToken } }),
  },
  {
    method: 'POST',
    url: '/api/deliveries/:token/delivered',
    valid: (f) => ({ params: { token: f.deliveryToken }, body: { code: '1234' } }),
  },
  {
    method: 'POST',
    url: '/api/deliveries/:token/not-delivered',
    valid: (f) => ({ params: { token: f.deliveryToken }, body: { reason: 'not_home', note: 'Gate locked' } }),
  },
  {
    method: 'GET',
    url: '/api/admin/fulfilment/packing-slips.pdf',
    valid: (f) => ({
      query: { orders: `${f.orderNumber},${f.wholesaleOrderNumber}`, size: 'a4', prices: '0' },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/orders/:orderNumber/refunds',
    valid: (f) => ({ params: { orderNumber: f.orderNumber } }),
  },
  {
    method: 'POST',
    url: '/api/admin/orders/:orderNumber/refunds',
    valid: (f) => ({
      params: { orderNumber: f.orderNumber },
      body: { paymentKind: 'stk', paymentId: 1, amountKes: 100, reason: 'Damaged jar', restock: false },
    }),
  },
  { method: 'GET', url: '/api/admin/refunds/needed', valid: () => ({}) },

  {
    method: 'GET',
    url: '/api/admin/products',
    valid: () => ({ query: { q: 'shea', filter: 'low', page: '1' } }),
  },
  {
    method: 'POST',
    url: '/api/admin/products',
    valid: () => ({
      body: {
        name: 'Fuzz Shea Balm',
        slug: 'fuzz-shea-balm',
        description: 'A balm made by the fuzz suite, rich and soft.',
        price: '1500.50',
        category: 'moisturizers',
        skinTypes: ['dry'],
        ingredients: ['Shea butter'],
        howToUse: ['Warm it', 'Apply it'],
        stockQuantity: 4,
        hidden: true,
      },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/products/:id',
    valid: (f) => ({ params: { id: String(f.adminProductId) } }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/products/:id',
    valid: (f) => ({
      params: { id: String(f.adminProductId) },
      body: { price: '1200', stockQuantity: 3, stockLoaded: 3 },
    }),
  },
  // The picture itself is the body; the generated bodies here are JSON or junk, all refused.
  {
    method: 'POST',
    url: '/api/admin/products/:id/images',
    valid: (f) => ({ params: { id: String(f.adminProductId) } }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/products/:id/images/:index',
    valid: (f) => ({ params: { id: String(f.adminProductId), index: '2' } }),
  },
  {
    method: 'POST',
    url: '/api/admin/products/:id/images/:index/move',
    valid: (f) => ({ params: { id: String(f.adminProductId), index: '1' }, body: { to: 0 } }),
  },
  // Deletes a product of its own, never ordered: once, then 404.
  {
    method: 'DELETE',
    url: '/api/admin/products/:id',
    valid: (f) => ({ params: { id: String(f.removableProductId) } }),
  },
  // Not archived: restoring changes nothing.
  {
    method: 'POST',
    url: '/api/admin/products/:id/restore',
    valid: (f) => ({ params: { id: String(f.adminProductId) } }),
  },
  {
    method: 'GET',
    url: '/uploads/products/:file',
    valid: (f) => ({ params: { file: f.uploadedImageFile } }),
    errorType: 'any',
  },
  {
    method: 'GET',
    url: '/uploads/brand/:file',
    valid: (f) => ({ params: { file: f.brandFile } }),
    errorType: 'any',
  },

  // M-Pesa.
  {
    method: 'POST',
    url: '/api/mpesa/stk-push',
    valid: (f) => ({ body: { phoneNumber: SILENT_PHONE, orderReference: f.orderNumber, amount: 100 } }),
  },
  {
    method: 'POST',
    url: '/api/mpesa/query-status',
    valid: () => ({ body: { checkoutRequestId: 'ws_CO_000000000000000000' } }),
  },
  ...(['status/result', 'status/timeout'] as const).map((hook): EndpointSpec => ({
    method: 'POST',
    url: `/api/daraja/:secret/${hook}`,
    valid: (f) => ({
      params: { secret: f.callbackSecret },
      // A failed query no payment waits for: accepted, and nothing changes.
      body: {
        Result: {
          ResultType: 0,
          ResultCode: 'SFC_IC0003',
          ResultDesc: 'The operator does not exist.',
          OriginatorConversationID: '41ee-4e5a-ac1d-f88e26237e3b6251',
          ConversationID: 'AG_20251106_010010281a6ti4fj86cj',
          TransactionID: 'TK61000000',
        },
      },
    }),
  })),
  {
    method: 'POST',
    url: '/api/mpesa/callback/:secret',
    valid: (f) => ({
      params: { secret: f.callbackSecret },
      body: {
        Body: {
          stkCallback: {
            MerchantRequestID: '29115-34620561-1',
            CheckoutRequestID: 'ws_CO_000000000000000000',
            ResultCode: 1032,
            ResultDesc: 'Request cancelled by user',
          },
        },
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/daraja/:secret/reversal/result',
    valid: (f) => ({
      params: { secret: f.callbackSecret },
      body: {
        Result: {
          ResultType: 0,
          ResultCode: 'R000002',
          ResultDesc: 'The OriginalTransID is invalid.',
          OriginatorConversationID: 'f1e2-4b95-a71d-b30d3cdbb7a7942864',
          ConversationID: 'AG_20231114_2010325b025970fbc403',
          TransactionID: 'OEI2AK4Q16',
        },
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/daraja/:secret/reversal/timeout',
    valid: (f) => ({
      params: { secret: f.callbackSecret },
      body: { TransactionID: 'OEI2AK4Q16', Amount: 100 },
    }),
  },
  {
    method: 'POST',
    url: '/api/sms/delivery-reports/:secret',
    // A report about a message the shop never sent: answered 200 and dropped.
    valid: (f) => ({
      params: { secret: f.smsReportSecret },
      body: { id: 'ATXid_00000000000000000000000000000000', status: 'Success', phoneNumber: '+254712345678' },
    }),
  },
  {
    method: 'POST',
    url: '/api/mpesa/paybill-status',
    valid: (f) => ({ body: { orderNumber: f.orderNumber, customerEmail: f.orderEmail } }),
  },
  {
    method: 'POST',
    url: '/api/daraja/:secret/c2b/validation',
    valid: (f) => ({ params: { secret: f.callbackSecret }, body: c2bNotice(f) }),
  },
  {
    method: 'POST',
    url: '/api/daraja/:secret/c2b/confirmation',
    valid: (f) => ({ params: { secret: f.callbackSecret }, body: c2bNotice(f) }),
  },
  {
    method: 'GET',
    url: '/api/mpesa/events/:checkoutRequestId',
    valid: () => ({ params: { checkoutRequestId: 'ws_CO_000000000000000000' } }),
  },
  { method: 'GET', url: '/api/mpesa/test', valid: () => ({}) },
  {
    method: 'POST',
    url: '/api/mpesa/test-payment',
    valid: () => ({ body: { phoneNumber: SILENT_PHONE, amount: 1 } }),
  },
  // Last: once a generated body confirms it, the demo products the requests above read are gone.
  {
    method: 'POST',
    url: '/api/admin/products/remove-demo',
    valid: () => ({ body: { confirm: true } }),
  },
];

/** Any method on any other /api path: the JSON 404 (`*` is the wildcard's name in the path). */
export const API_CATCH_ALL: EndpointSpec = {
  method: '*',
  url: '/api/*',
  valid: () => ({ params: { '*': 'no-such-endpoint' } }),
};
