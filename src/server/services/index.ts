import { pino } from 'pino';
import type { Config } from '../config/config';
import { loggerOptions } from '../logging/logger';
import type { Database } from '../db/client';
import type { MailTransport } from '../integrations/mail/mail';
import { mailTransportFromConfig } from '../integrations/mail/transport-from-config';
import type { SmsTransport } from '../integrations/sms/sms';
import { smsTransportFromConfig } from '../integrations/sms/transport-from-config';
import { shopifyPublicConfig } from '../integrations/shopify/public-config';
import {
  accountEmails,
  accountMailHooks,
  accountNames,
  createAccountsService,
  createAdminInvitesService,
  createAdminTeamService,
  loadTwoFactorKey,
} from './accounts';
import { createAlertsService } from './alerts';
import { createActivityService } from './audit';
import { createCatalogueService, createProductImageStore, createProductsAdminService } from './catalogue';
import { createAdminOrderView, createTodayService } from './console';
import { createPickupPointsAdmin, createRidersAdmin, searchPickupPoints } from './delivery';
import { codesNamingProducts, createDiscountsAdmin } from './discounts';
import { createFulfilmentService } from './fulfilment';
import { createInsightsService } from './insights';
import { createJobsService, type JobLog } from './jobs';
import { createRateLimits } from './limits';
import {
  createLinkKey,
  createMessagesAdminService,
  createMessagesService,
  createSubscribersAdminService,
  createUnsubscribeLinks,
} from './messages';
import { mpesaFromConfig, mpesaPromptProvider, paybillProvider, type PaymentEvents } from './mpesa';
import { createSmsService, notificationJobHandlers } from './notifications';
import {
  createOrdersService,
  createTrackingView,
  deliveryAreasOrdered,
  paidOrderTotals,
  productsEverOrdered,
} from './orders';
import { createPrivacyService } from './privacy';
import {
  createResellerOrdersAdminService,
  createResellersAdminService,
  createWholesaleAdminService,
  createWholesaleService,
} from './resellers';
import { createReviewsService } from './reviews';
import { createContentService } from './content';
import { createBrandLogo, createSettingsService } from './settings';
import { createWaitingList, stockAlertJobHandlers } from './stock-alerts';
import { defaultSettings } from '../../core/shop-settings-values';
import { createWishlistService } from './wishlist';
import { createTaxInvoicesService } from './tax-invoices';
import { etimsClientFromConfig } from '../integrations/etims/client-from-config';
import { SIMULATED_SELLER } from '../integrations/etims/simulated-seller';

export interface ServiceDeps {
  db: Database;
  config: Config;
  /** Defaults to SMTP or the file outbox, as configured. */
  mailTransport?: MailTransport;
  /** Defaults to Africa's Talking, its simulator or the SMS outbox, as configured. */
  smsTransport?: SmsTransport;
  log?: JobLog;
  /** Settled-payment signals shared by app processes (PostgreSQL LISTEN/NOTIFY). */
  paymentEvents?: PaymentEvents;
  /** This app's own address once it listens: simulated M-Pesa is served by the app itself. */
  localOrigin?: () => string;
}

export type Services = ReturnType<typeof createServices>;

/** Every domain service, built once per process over one database; each domain's folder says what it owns. */
export function createServices({
  db,
  config,
  log = pino(loggerOptions(config.logLevel)),
  mailTransport = mailTransportFromConfig(config),
  paymentEvents,
  localOrigin,
  smsTransport = smsTransportFromConfig(config, localOrigin),
}: ServiceDeps) {
  const limits = createRateLimits(db);
  // Settings sits below orders and accounts: what it asks of them is handed to it here.
  const settings = createSettingsService(db, settingsDefaults(config), {
    areasOrdered: deliveryAreasOrdered,
    emailsOf: accountEmails,
  });
  const taxInvoices = createTaxInvoicesService({
    db,
    settings,
    client: etimsClientFromConfig(config.etims, localOrigin),
    mode: config.etims.mode,
    publicUrl: config.publicUrl,
    cmcKey: config.etims.cmcKey,
  });
  const orders = createOrdersService(
    {
      db,
      log,
      mailSettings: {
        publicUrl: config.publicUrl,
        shopEmail: config.shop.email,
        taxInvoices: taxInvoices.enabled,
      },
      smsSettings: {
        publicUrl: config.publicUrl,
        paybillShortcode: config.mpesa.paybillShortcode,
        shopPhone: config.sms.shopPhone,
      },
      limits,
      settings,
      orderLimits: config.orderLimits,
      sales: taxInvoices,
    },
    // Pay Later is the orders' own; M-Pesa's are given here, as mpesa/ already depends on orders.
    [mpesaPromptProvider, paybillProvider],
  );
  const images = createProductImageStore(db);
  const linkKey = createLinkKey(db);
  const backInStock = createWaitingList(db, {
    limits,
    signupsPerAddress: config.messageLimits.signupsPerAddress,
    key: linkKey,
    publicUrl: config.publicUrl,
    smsCountries: config.sms.countries,
  });
  const productsAdmin = createProductsAdminService(db, {
    lowStockThreshold: async () => (await settings.read()).stock.lowStockThreshold,
    images,
    waitingFor: backInStock.waitingFor,
    onProductSaved: taxInvoices,
    removalChecks: { everOrdered: productsEverOrdered, codesNaming: codesNamingProducts },
  });
  const wholesale = createWholesaleService(db, settings, taxInvoices, limits);
  const fulfilment = createFulfilmentService({
    db,
    orders,
    settings,
    publicUrl: config.publicUrl,
    shopPhone: config.sms.shopPhone,
  });
  const mpesa = mpesaFromConfig({
    db,
    config,
    orders,
    log,
    limits,
    paymentEvents,
    localOrigin,
    settings,
    onRefunded: taxInvoices,
    onRestocked: fulfilment.follow,
  });
  const sms = createSmsService(db, config.sms.callbackSecret);
  const alerts = createAlertsService(db, {
    settings,
    publicUrl: config.publicUrl,
    shopPhone: config.sms.shopPhone,
  });
  const accounts = createAccountsService(db, {
    limits,
    publicUrl: config.publicUrl,
    twoFactorKey: loadTwoFactorKey(config.twoFactor),
    ...accountMailHooks({
      publicUrl: config.publicUrl,
      wholesalePercent: async (tx) => (await settings.readFresh(tx)).wholesale.discountPercent,
    }),
  });
  const resellerOrders = createResellerOrdersAdminService(db, wholesale);
  const reviews = createReviewsService(db);
  const messagesAdmin = createMessagesAdminService(db);
  const riders = createRidersAdmin(db);
  // One key per folder of services/ (index.test.ts holds it): a domain with several doors
  // keeps them under its own name.
  return {
    /** Reseller and admin accounts: sign-in, sessions, two-step sign-in, the reseller review. */
    accounts: {
      ...accounts,
      /** Admins inviting admins: one-time sign-in links by mail. */
      invites: createAdminInvitesService(db, { publicUrl: config.publicUrl }),
      /** An owner signing a member out everywhere, disabling them, changing their role. */
      team: createAdminTeamService(db),
    },
    /** Mail, texts, eTIMS or M-Pesa prompts that keep failing: Today shows them, the owner is told once. */
    alerts,
    /** Every admin action and payment event: paged, and exported whole in batches. */
    audit: createActivityService(db, accountNames),
    /** The storefront's products, with the console's products and the uploaded pictures as doors. */
    catalogue: {
      ...createCatalogueService(db),
      /** The console's products: stock, edits and pictures. */
      admin: productsAdmin,
      /** Uploaded product pictures, stored in the database and served by /uploads/products/{file}. */
      images,
      /** Public Storefront values for Buy Now (product page loader and GET /api/storefront-config). */
      buyNow: () => shopifyPublicConfig(config),
    },
    /** The console's screens that read across domains. */
    console: {
      /** The Today page: sales, calls to make, payments to look at, stock, waiting work. */
      today: createTodayService(db, productsAdmin, backInStock, alerts, {
        countPendingResellers: accounts.countPendingResellers,
        countPendingReviews: reviews.countPending,
        countOpenMessages: messagesAdmin.countOpen,
      }),
      /** One order, for its loader and its JSON alike: no payment token in it. */
      orderView: createAdminOrderView({
        orders,
        payments: mpesa.payments,
        refunds: mpesa.refunds,
        c2b: mpesa.paybill,
        sms,
        taxInvoices,
        fulfilment,
        riders,
      }),
    },
    /** The content pages: FAQ, shipping, returns, about, testimonials, home carousel, announcement. */
    content: createContentService(db, settings),
    /** How orders reach customers: the pickup points shoppers choose from, the points and riders the owner keeps. */
    delivery: {
      /** The active points, searched by town or name (GET /api/pickup-points, the checkout). */
      pickupPoints: (town?: string) => searchPickupPoints(db, town),
      /** The console's pickup points: all of them, added and changed, each change in the activity log. */
      admin: createPickupPointsAdmin(db, settings),
      /** The console's riders: all of them, added and changed, each change in the activity log. */
      riders,
    },
    /** Orders leaving in parcels: shipments, the owner's moves of each, the rider's drop by its link. */
    fulfilment,
    /** The owner's discount codes: create, switch off, and what each earned. */
    discounts: createDiscountsAdmin(db, paidOrderTotals),
    /** The Insight page's sales figures, and the funnel's product views, carts and checkouts. */
    insights: createInsightsService(db, log),
    /** Background jobs (mail and texts), queued by the services in the transaction of their cause. */
    jobs: createJobsService(db, log, {
      ...notificationJobHandlers({ db, config, mailTransport, smsTransport, log }),
      ...stockAlertJobHandlers({ db, config, settings, log }),
      ...taxInvoices.jobHandlers(),
    }),
    /** Rate limits and throttles counted in the database, shared by every app process. */
    limits,
    /** Contact messages and sign-ups; the newsletter's mails carry an unsubscribe link. */
    messages: {
      ...createMessagesService(db, limits, config.messageLimits, {
        publicUrl: config.publicUrl,
        links: createUnsubscribeLinks(db, config.publicUrl, linkKey),
      }),
      /** The console's contact messages: list, open count, handled or reopened. */
      admin: messagesAdmin,
      /** The console's newsletter and reseller waitlist: lists, counts, CSV rows. */
      subscribers: createSubscribersAdminService(db),
    },
    /** M-Pesa over one Daraja client: prompts to pay, Paybill payments, refunds by reversal. */
    mpesa,
    /** Africa's Talking's delivery reports, and an order's messages for the console. */
    notifications: sms,
    orders: {
      ...orders,
      /** A shopper's lookup as GET /api/orders/track answers it and the tracking page shows it. */
      trackingView: createTrackingView(orders.trackForClient, {
        paybill: mpesa.paybill,
        taxInvoices,
        shipments: fulfilment,
      }),
    },
    /** A customer's data rights: the owner's export and erasure of one e-mail or phone. */
    privacy: createPrivacyService(db),
    /** Resellers' wholesale orders and the console's reseller screens. */
    resellers: {
      /** A reseller's own wholesale orders: placed, listed. */
      wholesale,
      /** The console's wholesale orders: listed and moved. */
      wholesaleAdmin: createWholesaleAdminService(db, orders),
      /** The console's reads of resellers' orders (totals on the list, one reseller's orders). */
      ordersAdmin: resellerOrders,
      /** The console's Resellers list and one reseller, for their loaders and their JSON alike. */
      admin: createResellersAdminService(accounts, resellerOrders),
    },
    reviews,
    /** The owner's settings: brand, delivery, currencies, contact details and the shop's rules. */
    settings: {
      ...settings,
      /** The shop's logo: an upload made into the logo, icons and sharing card, named in the brand. */
      logo: createBrandLogo(settings, images),
    },
    /** Shoppers waiting for a sold-out product: sign-up, unsubscribe, and the count per product. */
    stockAlerts: backInStock,
    /** KRA eTIMS: the tax invoice of every confirmed order and the credit note of every refund. */
    taxInvoices,
    wishlist: createWishlistService(db),
  };
}

/** SPEC's values, with the ones a deployment set in its environment before the console had them. */
function settingsDefaults(config: Config) {
  const defaults = defaultSettings({
    email: config.shop.email,
    phone: config.shop.whatsappNumber,
    whatsappNumber: config.shop.whatsappNumber,
    paybillNumber: config.mpesa.paybillShortcode,
  });
  return {
    ...defaults,
    stock: { lowStockThreshold: config.catalogue.lowStockThreshold },
    payLater: { ...defaults.payLater, holdHours: config.jobs.payLaterHoldMs / 3_600_000 },
    orders: { ...defaults.orders, abandonedAfterHours: config.jobs.abandonedOrderAfterMs / 3_600_000 },
    // A fresh clone shows invoices: the simulator's seller until the owner enters the shop's own.
    tax: config.etims.mode === 'simulated' ? { ...defaults.tax, ...SIMULATED_SELLER } : defaults.tax,
  };
}
