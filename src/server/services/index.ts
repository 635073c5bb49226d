import { pino } from 'pino';
import type { Config } from '../config';
import { loggerOptions } from '../logger';
import { sameSecret } from '../lib/same-secret';
import type { Database } from '../db/client';
import type { MailTransport } from '../integrations/mail/mail';
import { mailTransportFromConfig } from '../integrations/mail/transport-from-config';
import type { SmsTransport } from '../integrations/sms/sms';
import { smsTransportFromConfig } from '../integrations/sms/transport-from-config';
import { shopifyPublicConfig } from '../integrations/shopify/public-config';
import { accountMailHooks, createAccountsService, createAdminInvitesService } from './accounts';
import { createCatalogueService, createProductImageStore, createProductsAdminService } from './catalogue';
import { todayOverview } from './console';
import { exportActivity, readActivity } from './audit';
import type { ActivityFilters } from '../../core/activity-filters';
import { createJobQueue, createJobRunner, type JobLog, claimScheduledRun } from './jobs';
import { MAIL_JOB, mailJobHandler, smsJobHandler, SMS_JOB, orderMessages, recordDeliveryReport } from './notifications';
import { createMessagesService, createMessagesAdminService, createSubscribersAdminService } from './messages';
import { createOrdersService, type OrderProof } from './orders';
import { type PaymentEvents, paymentsFromConfig, darajaFromConfig, createRefundsService, createC2bPaymentsService, keepC2bRegistered, registerOnce, paybillStatus } from './mpesa';
import { createRateLimits } from './limits';
import { createResellerOrdersAdminService, createWholesaleService, createWholesaleAdminService } from './resellers';
import { createReviewsService } from './reviews';
import type { DeliveryReport } from '../integrations/sms/delivery-report';
import { createWishlistService } from './wishlist';

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

/** Every domain service, built once per process over one database. */
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
  const daraja = darajaFromConfig(config, localOrigin);
  const queue = createJobQueue(db);
  const runner = createJobRunner({
    queue,
    log,
    handlers: {
      [MAIL_JOB]: mailJobHandler({
        transport: mailTransport,
        from: config.mail.from,
        retry: config.mail.retry,
        log,
      }),
      [SMS_JOB]: smsJobHandler({ db, transport: smsTransport, retry: config.sms.retry, log }),
    },
  });
  const orders = createOrdersService({
    db,
    log,
    mailSettings: { publicUrl: config.publicUrl, shopEmail: config.shop.email },
    smsSettings: {
      publicUrl: config.publicUrl,
      paybillShortcode: config.mpesa.paybillShortcode,
      shopPhone: config.sms.shopPhone,
    },
    limits,
    orderLimits: config.orderLimits,
    shopContactNumber: config.shop.whatsappNumber,
  });
  const productsAdmin = createProductsAdminService(db, {
    lowStockThreshold: config.catalogue.lowStockThreshold,
    images: createProductImageStore(config.catalogue.uploadsDir),
  });
  const services = {
    /** Rate limits and throttles counted in the database, shared by every app process. */
    limits,
    catalogue: createCatalogueService(db),
    /** The console's products: stock, edits and pictures (the storefront reads `catalogue`). */
    productsAdmin,
    wishlist: createWishlistService(db),
    messages: createMessagesService(db, limits, config.messageLimits),
    /** Text messages: delivery reports from Africa's Talking, and an order's messages (console). */
    sms: {
      isReportSecret: (secret: string) => sameSecret(secret, config.sms.callbackSecret),
      recordDeliveryReport: (report: DeliveryReport) => recordDeliveryReport(db, report),
      orderMessages: (orderId: number) => orderMessages(db, orderId),
    },
    /**
     * Background jobs (mail), queued by the services in the transaction of their cause: the worker
     * (jobs/worker.ts) calls `runDue`; `drain()` runs everything waiting (tests, scripts).
     */
    jobs: {
      ...runner,
      /** Deletes jobs finished longer ago than `olderThanMs`. */
      sweepFinished: (olderThanMs: number) => queue.sweepFinished(olderThanMs),
      /** True when this process won this period's run of periodic job `name` (jobs/periodic.ts). */
      claimPeriodicRun: (name: string, everyMs: number) => claimScheduledRun(db, name, everyMs),
    },
    orders,
    reviews: createReviewsService(db),
    /** Public Storefront values for Buy Now (product page loader and GET /api/storefront-config). */
    storefront: { publicConfig: () => shopifyPublicConfig(config) },
    accounts: createAccountsService(db, { limits, ...accountMailHooks(config.publicUrl) }),
    wholesale: createWholesaleService(db),
    wholesaleAdmin: createWholesaleAdminService(db, orders),
    /** The console's Today page: sales, calls to make, payments to look at, stock, waiting work. */
    today: (now?: Date) => todayOverview(db, { now, lowStock: productsAdmin.lowStock(20) }),
    /** Admins inviting admins: one-time sign-in links by mail. */
    adminInvites: createAdminInvitesService(db, { publicUrl: config.publicUrl }),
    /** Every admin action and payment event: paged, and exported whole in batches. */
    activity: {
      read: (filters: ActivityFilters, page = 1) => readActivity(db, filters, page),
      export: (filters: ActivityFilters) => exportActivity(db, filters),
    },
    /** The console's contact messages: list, open count, handled or reopened. */
    messagesAdmin: createMessagesAdminService(db),
    /** The console's newsletter and reseller waitlist: lists, counts, CSV rows. */
    subscribersAdmin: createSubscribersAdminService(db),
  };
  return {
    ...services,
    /** The console's reads of resellers' orders (totals on the list, one reseller's orders). */
    resellerOrdersAdmin: createResellerOrdersAdminService(db, services.wholesale),
    payments: paymentsFromConfig({
      db,
      config,
      orders: services.orders,
      log,
      limits,
      paymentEvents,
      daraja,
    }),
    /** Refunds to M-Pesa (Daraja Transaction Reversal), and the money still owed back. */
    refunds: createRefundsService({
      db,
      daraja,
      log,
      mailSettings: { publicUrl: config.publicUrl, shopEmail: config.shop.email },
      sending: new Set(),
    }),
    /** Paybill (C2B) payments: Daraja's validation and confirmation, and the console's unmatched list. */
    c2b: {
      ...createC2bPaymentsService({ db, mpesa: config.mpesa, orders: services.orders, log }),
      /** Registers the Paybill URLs now and retries until Daraja holds them; call once the app listens. */
      keepRegistered: () => keepC2bRegistered(daraja, log),
      /** One registration attempt: true once Daraja holds the URLs. */
      registerUrls: () => registerOnce(daraja, log),
      /** How an order's Paybill payment stands, for the shopper who placed it; null otherwise. */
      status: (orderNumber: string, proof: OrderProof) =>
        paybillStatus(db, config.mpesa.paybillShortcode, orderNumber, proof),
    },
  };
}
