// A valid request for every page route of the build, and for each page action its valid form and
// the rule it must hold input to. A route or action without an entry here fails the coverage test.
import { loginSchema, registerSchema, resellerTaxDetailsSchema } from '../../src/core/account-schemas';
import { acceptInviteSchema, adminInviteSchema } from '../../src/core/admin-invite-schema';
import {
  bulkStatusChangeSchema,
  orderNoteSchema,
  staffStatusChangeSchema,
} from '../../src/core/admin-order-schemas';
import { c2bAssignFormSchema } from '../../src/core/c2b-assign-schema';
import { contactSchema } from '../../src/core/contact-schema';
import { discountCreateSchema, discountFormInput } from '../../src/core/discount-schema';
import { CONTENT_SCHEMAS, defaultContent } from '../../src/core/content-pages';
import {
  decisionFormSchema,
  messageFormSchema,
  taxInvoiceRetryFormSchema,
} from '../../src/core/console-forms';
import { newsletterSchema } from '../../src/core/newsletter-schema';
import { pickupPointCreateSchema, pickupPointFormInput } from '../../src/core/pickup-point-schema';
import { riderFormInput } from '../../src/core/rider';
import { shipmentFormInput } from '../../src/core/shipment-form';
import {
  deliveryCodeSchema,
  notDeliveredSchema,
  riderCreateSchema,
  shipmentRequestSchema,
  shipmentRiderSchema,
} from '../../src/core/shipment-schema';
import { notifyFormSchema, unsubscribeBackInStockSchema } from '../../src/core/back-in-stock-schema';
import { lookupFromForm, privacyLookupSchema, unsubscribeSchema } from '../../src/core/privacy-schema';
import {
  passwordChangeFormSchema,
  passwordResetFormSchema,
  passwordResetRequestSchema,
} from '../../src/core/password-schemas';
import {
  productCreateSchema,
  productEditFormSchema,
  productFormInput,
} from '../../src/core/product-admin-schema';
import { refundFormInput, refundRequestSchema } from '../../src/core/refund-schema';
import { stockSettingsSchema } from '../../src/core/shop-settings';
import { twoFactorSetupSchema } from '../../src/core/two-factor';
import { readContentForm } from '../../src/web/lib/content-form';
import { readSettingsForm } from '../../src/web/lib/settings-form';
import type { FuzzFixtures } from './api-endpoints';
import type { FormField } from './bodies';
import type { Caller } from './requests';

export interface PageAction {
  fields: (f: FuzzFixtures) => FormField[];
  /** Whether the action may store this form (the schema the action itself checks with). */
  accepts: (form: Record<string, string>) => boolean;
}

/** A fixed request to a page besides its sweep: a query, a caller, or a form to post. */
export interface PageCase {
  query?: string;
  caller?: Caller;
  form?: FormField[];
}

export interface PageSpec {
  valid: (f: FuzzFixtures) => { params?: Record<string, string>; query?: Record<string, string> };
  /** Requests that reach deeper than the sweep can by breaking one input at a time. */
  cases?: (f: FuzzFixtures) => PageCase[];
  action?: PageAction;
  /** A resource route (no page: a file or a redirect); its errors are not pages either. */
  resource?: boolean;
}

const none = () => ({});

/** A form's fields as the action reads them. */
function formData(form: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) data.set(name, value);
  return data;
}

/** The refund forms' check. */
function refundAccepts(form: Record<string, string>): boolean {
  return refundRequestSchema.safeParse(refundFormInput(formData(form))).success;
}

/** The order page's Ship form's check. */
function shipFormAccepted(form: Record<string, string>): boolean {
  return shipmentRequestSchema.safeParse(shipmentFormInput(formData(form)).input).success;
}

/** A parcel's move on the order page: its id, and the code or rider the move asks for. */
function shipmentMoveAccepted({ intent, shipmentId, code, riderId }: Record<string, string>): boolean {
  if (!intent?.startsWith('shipment-') || !/^\d{1,9}$/.test(shipmentId ?? '')) return false;
  if (intent === 'shipment-collected') return deliveryCodeSchema.safeParse({ code }).success;
  if (intent === 'shipment-rider') return shipmentRiderSchema.safeParse({ riderId }).success;
  return true;
}

const BEYOND_LATIN_1 = ['/produkte/ā', '/products?q=😀', '/\u0100', '/reseller\u2028'];

/** Keyed by route id, as in the build's route manifest. */
export const PAGE_ROUTES: Record<string, PageSpec> = {
  'routes/home': { valid: none },
  'routes/about': { valid: none },
  'routes/products': {
    valid: () => ({
      query: {
        q: 'shea',
        category: 'moisturizers',
        price: '1000-2500',
        skinType: 'dry',
        sort: 'name',
        page: '2',
      },
    }),
  },
  'routes/product': {
    valid: (f) => ({ params: { id: String(f.productId) } }),
    // The product is in stock: a well-formed wait is refused (409) and nothing is stored.
    action: {
      fields: () => [['contact', 'waiting@example.com']],
      accepts: (form) => notifyFormSchema.safeParse({ contact: form.contact }).success,
    },
  },
  'routes/cart': { valid: none },
  'routes/wishlist': { valid: none },
  'routes/checkout': { valid: none },
  'routes/track-order': { valid: (f) => ({ query: { orderNumber: f.orderNumber, email: f.orderEmail } }) },
  'routes/order-invoice': {
    valid: (f) => ({ params: { orderNumber: f.orderNumber }, query: { email: f.orderEmail } }),
  },
  'routes/contact': {
    valid: none,
    action: {
      fields: () => [
        ['firstName', 'Achieng'],
        ['lastName', 'Otieno'],
        ['email', 'achieng@example.com'],
        ['phone', '0712345678'],
        ['subject', 'order-support'],
        ['message', 'Where is my order of whipped shea butter?'],
      ],
      accepts: (form) => contactSchema.safeParse(form).success,
    },
  },
  'routes/login': {
    valid: () => ({ query: { mode: 'register', redirectTo: '/reseller?tab=orders' } }),
    // A way back no Location header can carry (above U+00FF), after a sign-in that works and for
    // someone already signed in: both redirect, to the account's own page.
    cases: (f) =>
      BEYOND_LATIN_1.flatMap((redirectTo): PageCase[] => [
        {
          form: [
            ['intent', 'sign-in'],
            ['email', f.signIn.email],
            ['password', f.signIn.password],
            ['redirectTo', redirectTo],
          ],
        },
        { caller: 'admin', query: new URLSearchParams({ redirectTo }).toString() },
      ]),
    action: {
      fields: () => [
        ['intent', 'register'],
        ['firstName', 'Achieng'],
        ['lastName', 'Otieno'],
        ['businessName', 'Glow Duka'],
        ['email', 'glow.duka@example.com'],
        ['phone', '0712345678'],
        ['password', 'shea butter wholesale'],
      ],
      // Any other intent is a sign-in, which writes only its counters (and a session when right).
      accepts: (form) => {
        const read = (names: string[]) => Object.fromEntries(names.map((name) => [name, form[name] ?? '']));
        return form.intent === 'register'
          ? registerSchema.safeParse(
              read(['email', 'password', 'firstName', 'lastName', 'businessName', 'phone']),
            ).success
          : loginSchema.safeParse(read(['email', 'password'])).success;
      },
    },
  },
  'routes/logout': {
    valid: none,
    resource: true,
    // Signing out ends the caller's own session, whatever the form holds.
    action: { fields: () => [], accepts: () => true },
  },
  'routes/reseller': { valid: () => ({ query: { tab: 'orders' } }) },
  'routes/forgot-password': {
    valid: none,
    action: {
      fields: () => [['email', 'someone@example.com']],
      accepts: ({ email }) => passwordResetRequestSchema.safeParse({ email }).success,
    },
  },
  'routes/reset-password': {
    valid: () => ({ query: { token: 'A'.repeat(43) } }),
    action: {
      fields: () => [
        ['token', 'A'.repeat(43)],
        ['password', 'a long new password'],
        ['confirmPassword', 'a long new password'],
      ],
      accepts: (form) => passwordResetFormSchema.safeParse(form).success,
    },
  },
  'routes/account': {
    valid: none,
    action: {
      // The current password is wrong for every caller: a well-formed form is counted as a guess.
      fields: () => [
        ['currentPassword', 'not the current password'],
        ['newPassword', 'a long new password'],
        ['confirmPassword', 'a long new password'],
      ],
      // The action reads these three fields; a session's Sign out and a reseller's KRA PIN are its other forms.
      accepts: ({ intent, currentPassword, newPassword, confirmPassword, kraPin }) =>
        intent === 'end-session' ||
        (intent === 'tax-details'
          ? resellerTaxDetailsSchema.safeParse({ kraPin: kraPin ?? '' }).success
          : passwordChangeFormSchema.safeParse({ currentPassword, newPassword, confirmPassword }).success),
    },
  },
  'routes/two-factor': {
    valid: () => ({ query: { next: '/admin' } }),
    action: {
      // No persona has two-step sign-in on: a code finds nothing to check and stores nothing.
      fields: () => [
        ['code', '123456'],
        ['next', '/admin'],
      ],
      accepts: () => false,
    },
  },
  'routes/account-two-factor': {
    valid: none,
    action: {
      // A first code for a set-up no persona began: refused, and nothing is turned on.
      fields: () => [
        ['intent', 'enable'],
        ['code', '123456'],
      ],
      // Beginning a set-up keeps a new secret, or counts a wrong password as a guess; asking for
      // codes or turning off finds nothing on.
      accepts: ({ intent, password }) =>
        intent === 'begin' && twoFactorSetupSchema.safeParse({ password: password ?? '' }).success,
    },
  },
  'routes/reseller-pending': { valid: none },
  'routes/resellers': {
    valid: none,
    action: {
      fields: () => [['email', 'someone@example.com']],
      accepts: (form) => newsletterSchema.safeParse(form).success,
    },
  },
  'routes/return-policy': { valid: none },
  'routes/privacy': { valid: none },
  'routes/unsubscribe': {
    // A well-formed token of no subscription: the page says it is already done.
    valid: () => ({ query: { token: `999999.${'A'.repeat(43)}` } }),
    action: {
      fields: () => [['token', `999999.${'A'.repeat(43)}`]],
      // It deletes a subscription, and only for a token the shop signed.
      accepts: (form) => unsubscribeSchema.safeParse({ token: form.token }).success,
    },
  },
  'routes/back-in-stock-unsubscribe': {
    // A well-formed link of nobody waiting: the page asks, and stopping changes nothing.
    valid: () => ({ query: { token: 'A'.repeat(22) } }),
    action: {
      fields: () => [['token', 'A'.repeat(22)]],
      accepts: (form) => unsubscribeBackInStockSchema.safeParse({ token: form.token }).success,
    },
  },
  'routes/shipping-info': { valid: none },
  'routes/faq': { valid: none },
  'routes/mpesa-test': { valid: none },
  'routes/admin/layout': { valid: none },
  'routes/admin/today': { valid: none },
  'routes/admin/products': {
    valid: () => ({ query: { q: 'shea', filter: 'low', page: '2' } }),
    // Unticked, so the fuzz's shop keeps the demo catalogue its other pages read.
    action: {
      fields: () => [['intent', 'remove-demo']],
      accepts: (form) => form.intent === 'remove-demo' && form.confirm === 'yes',
    },
  },
  'routes/admin/product-new': {
    valid: none,
    action: { fields: () => productFields(), accepts: productFormAccepted },
  },
  'routes/admin/product-edit': {
    valid: (f) => ({ params: { id: String(f.adminProductId) } }),
    action: {
      fields: () => [...productFields(), ['stockLoaded', '4']],
      // The same action takes the gallery's forms: moving or removing a picture may write too.
      accepts: (form) =>
        ['make-main', 'remove-image'].includes(form.intent ?? '')
          ? /^\d{1,3}$/.test(form.index ?? '')
          : form.intent === 'restore' ||
            (form.intent === 'delete' && form.confirm === 'yes') ||
            (form.intent === 'save' && productFormAccepted(form, productEditFormSchema)),
    },
  },
  'routes/admin/resellers': {
    valid: () => ({ query: { status: 'rejected', page: '1' } }),
    action: {
      fields: (f) => [
        ['intent', 'reject'],
        ['id', String(f.resellerId)],
      ],
      accepts: (form) => decisionFormSchema.safeParse(form).success,
    },
  },
  'routes/admin/reseller': { valid: (f) => ({ params: { id: String(f.resellerId) } }) },
  'routes/admin/reviews': {
    valid: () => ({ query: { status: 'approved', page: '1' } }),
    action: {
      fields: (f) => [
        ['intent', 'approve'],
        ['id', String(f.reviewId)],
      ],
      accepts: (form) => decisionFormSchema.safeParse(form).success,
    },
  },
  'routes/admin/messages': {
    valid: () => ({ query: { status: 'all', page: '1' } }),
    action: {
      fields: (f) => [
        ['intent', 'handled'],
        ['id', String(f.contactMessageId)],
      ],
      accepts: (form) => messageFormSchema.safeParse(form).success,
    },
  },
  'routes/admin/payments': {
    valid: none,
    action: {
      // No such payment: the action answers 404 in its notice, and nothing moves.
      fields: (f) => [
        ['intent', 'assign'],
        ['id', '999999'],
        ['orderNumber', f.orderNumber],
      ],
      accepts: (form) => c2bAssignFormSchema.safeParse(form).success,
    },
  },
  'routes/admin/privacy': {
    valid: () => ({ query: { email: 'nobody-here@example.com' } }),
    action: {
      // An address no row holds: the erasure finds nothing to change.
      fields: () => [
        ['email', 'nobody-here@example.com'],
        ['confirm', 'yes'],
      ],
      accepts: (form) =>
        form.confirm === 'yes' &&
        privacyLookupSchema.safeParse(lookupFromForm(form.email ?? '', form.phone ?? '')).success,
    },
  },
  'routes/admin/subscribers': { valid: () => ({ query: { list: 'waitlist', page: '2' } }) },
  'routes/admin/orders': {
    valid: () => ({
      query: {
        kind: 'retail',
        status: 'pending_payment',
        q: 'wanjiku',
        from: '2026-01-01',
        to: '2026-12-31',
        page: '1',
      },
    }),
    action: {
      fields: (f) => [
        ['orderNumbers', f.wholesaleOrderNumber],
        ['status', 'processing'],
        ['note', 'G4S parcel 123'],
      ],
      accepts: (form) =>
        bulkStatusChangeSchema.safeParse({
          ...form,
          orderNumbers: form.orderNumbers === undefined ? [] : [form.orderNumbers],
        }).success,
    },
  },
  'routes/admin/order': {
    valid: (f) => ({ params: { orderNumber: f.orderNumber } }),
    action: {
      fields: () => [
        ['intent', 'note'],
        ['body', 'Called the customer, will pay tonight'],
      ],
      accepts: (form) =>
        (form.intent === 'note' && orderNoteSchema.safeParse({ body: form.body }).success) ||
        (form.intent === 'status' &&
          staffStatusChangeSchema.safeParse({ status: form.status, note: form.note }).success) ||
        form.intent === 'check-payment' ||
        (form.intent === 'refund' && refundAccepts(form)) ||
        (form.intent === 'retry-invoice' && taxInvoiceRetryFormSchema.safeParse(form).success) ||
        (form.intent === 'ship' && shipFormAccepted(form)) ||
        shipmentMoveAccepted(form),
    },
  },
  'routes/admin/refunds': {
    valid: none,
    action: {
      fields: (f) => [
        ['paymentKind', 'stk'],
        ['paymentId', '1'],
        ['orderNumber', f.orderNumber],
        ['amountKes', '100'],
        ['reason', 'Paid twice'],
      ],
      accepts: refundAccepts,
    },
  },
  'routes/admin/fulfilment': {
    valid: (f) => ({ query: { orders: f.orderNumber, page: '1' } }),
  },
  'routes/admin/tax-invoices': {
    valid: () => ({ query: { status: 'failed', page: '1' } }),
    action: {
      // No such invoice: the action answers 404 in its notice, and nothing is sent.
      fields: () => [
        ['intent', 'retry-invoice'],
        ['id', '999999'],
      ],
      accepts: (form) => taxInvoiceRetryFormSchema.safeParse(form).success,
    },
  },
  'routes/admin/settings': {
    valid: none,
    action: {
      // The stock threshold is written back as it is: the other pages keep the shop's rules.
      fields: () => [
        ['group', 'stock'],
        ['intent', 'save'],
        ['stock.lowStockThreshold', '5'],
      ],
      accepts: (form) => {
        if (form.group !== 'stock' || form.intent !== 'save') return false;
        const data = new FormData();
        for (const [name, value] of Object.entries(form)) data.append(name, value);
        return stockSettingsSchema.safeParse(readSettingsForm('stock', data)).success;
      },
    },
  },
  'routes/admin/pickup-points': {
    valid: (f) => ({ query: { edit: String(f.pickupPointId) } }),
    // The fixture's point saved as it is: the API's fuzz changes it on its own.
    action: {
      fields: (f) => [
        ['intent', 'update'],
        ['id', String(f.pickupPointId)],
        ['name', 'Fuzz Parcels'],
        ['town', 'Nakuru'],
        ['area', 'Nakuru'],
        ['address', 'Kenyatta Avenue'],
        ['hours', 'Mon–Sat 8am–6pm'],
        ['phone', '0712345678'],
        ['feeKes', '200'],
        ['active', 'on'],
      ],
      accepts: (form) =>
        form.intent === 'create' || form.intent === 'update'
          ? pickupPointCreateSchema.safeParse(pickupPointFormInput(formData(form))).success
          : form.intent === 'switch-on' || form.intent === 'switch-off',
    },
  },
  'routes/admin/riders': {
    valid: (f) => ({ query: { edit: String(f.riderId) } }),
    // The fixture's rider saved as they are: the API's fuzz changes them on its own.
    action: {
      fields: (f) => [
        ['intent', 'update'],
        ['id', String(f.riderId)],
        ['name', 'Fuzz Rider'],
        ['phone', '0712345678'],
        ['active', 'on'],
      ],
      accepts: (form) =>
        form.intent === 'create' || form.intent === 'update'
          ? riderCreateSchema.safeParse(riderFormInput(formData(form))).success
          : form.intent === 'switch-on' || form.intent === 'switch-off',
    },
  },
  'routes/admin/content': { valid: none },
  'routes/admin/content-page': {
    valid: () => ({ params: { page: 'returns' } }),
    action: {
      // The return policy is written back as the shop ships it: the other pages keep their words.
      fields: () => [
        ['intent', 'save'],
        ['returns.markdown', defaultContent.returns.markdown],
      ],
      // A preview or a move shows the form again and stores nothing.
      accepts: (form) => {
        if (form.intent !== 'save' || form.preview !== undefined || form.move !== undefined) return false;
        const data = new FormData();
        for (const [name, value] of Object.entries(form)) data.append(name, value);
        return CONTENT_SCHEMAS.returns.safeParse(readContentForm('returns', data)).success;
      },
    },
  },
  'routes/admin/team': {
    valid: none,
    action: {
      fields: () => [
        ['firstName', 'Wanjiru'],
        ['lastName', 'Kariuki'],
        ['email', 'wanjiru.admin@example.com'],
      ],
      accepts: (form) => adminInviteSchema.safeParse(form).success,
    },
  },
  'routes/invite': {
    valid: () => ({ query: { token: 'A'.repeat(43) } }),
    action: {
      fields: () => [
        ['token', 'A'.repeat(43)],
        ['password', 'a long new password'],
        ['confirmPassword', 'a long new password'],
      ],
      accepts: (form) => acceptInviteSchema.safeParse(form).success,
    },
  },
  'routes/admin/insights': { valid: () => ({ query: { days: '90' } }) },
  'routes/admin/discounts': {
    valid: none,
    // Switching the fixture's code on keeps it usable for the rest of the run.
    action: {
      fields: (f) => [
        ['intent', 'switch-on'],
        ['id', String(f.discountId)],
      ],
      accepts: (form) =>
        form.intent === 'create'
          ? discountCreateSchema.safeParse(discountFormInput(formData(form))).success
          : form.intent === 'switch-on' || form.intent === 'switch-off',
    },
  },
  'routes/admin/activity': {
    valid: () => ({
      query: { subject: 'order', actor: 'admins', from: '2026-01-01', to: '2026-12-31', q: 'HM-' },
    }),
  },
  'routes/shop': { valid: () => ({ query: { category: 'body-butter' } }), resource: true },
  'routes/sitemap': { valid: none, resource: true },
  'routes/robots': { valid: none, resource: true },
  'routes/web-manifest': { valid: none, resource: true },
  'routes/deliver': {
    valid: (f) => ({ params: { token: f.deliveryToken } }),
    // The fixture's drop is packed, not out yet: a code or a missed delivery is refused (409) and
    // the drop stays as it is for the rest of the run.
    action: {
      fields: () => [
        ['intent', 'delivered'],
        ['code', '1234'],
      ],
      accepts: (form) =>
        form.intent === 'delivered'
          ? deliveryCodeSchema.safeParse({ code: form.code }).success
          : form.intent === 'not-delivered' &&
            notDeliveredSchema.safeParse({ reason: form.reason, note: form.note ?? '' }).success,
    },
  },
  'routes/offline': { valid: () => ({ query: { from: '/product/1' } }) },
  'routes/not-found': { valid: () => ({ params: { '*': 'no-such-page' } }) },
};

/** The console's product form as a browser posts it (ticked boxes only). */
function productFields(): FormField[] {
  return [
    ['intent', 'save'],
    ['name', 'Fuzz Shea Balm'],
    ['slug', 'fuzz-shea-balm-page'],
    ['tagline', 'Soft all day'],
    ['price', '1500.50'],
    ['stockQuantity', '4'],
    ['category', 'moisturizers'],
    ['size', '100 g'],
    ['shopifyProductId', ''],
    ['skinTypes', 'dry'],
    ['description', 'A balm made by the fuzz suite, rich and soft.'],
    ['ingredients', 'Shea butter\nCocoa butter'],
    ['howToUse', 'Warm it\nApply it'],
    ['hidden', 'on'],
  ];
}

function productFormAccepted(
  form: Record<string, string>,
  schema: typeof productCreateSchema | typeof productEditFormSchema = productCreateSchema,
): boolean {
  return schema.safeParse(productFormInput(new URLSearchParams(form))).success;
}

export interface BuiltRoute {
  id: string;
  /** The full URL pattern, e.g. /product/:id. */
  pattern: string;
  hasAction: boolean;
}

interface ManifestEntry {
  id: string;
  parentId?: string;
  path?: string;
  module: { action?: unknown };
}

/** The page routes of a server build with their full patterns; the root layout is left out. */
export function builtRoutes(manifest: Record<string, ManifestEntry | undefined>): BuiltRoute[] {
  const patternOf = (id: string | undefined): string => {
    const entry = id === undefined ? undefined : manifest[id];
    if (!entry) return '';
    const parent = patternOf(entry.parentId);
    if (!entry.path) return parent;
    return `${parent.replace(/\/$/, '')}/${entry.path}`;
  };
  return Object.values(manifest)
    .filter((entry): entry is ManifestEntry => entry !== undefined && entry.id !== 'root')
    .map((entry) => ({
      id: entry.id,
      pattern: patternOf(entry.id) || '/',
      hasAction: Boolean(entry.module.action),
    }));
}
