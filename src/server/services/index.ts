import { pino } from 'pino';
import type { Config } from '../config';
import { loggerOptions } from '../logger';
import type { Database } from '../db/client';
import type { MailLog, Mailer } from '../integrations/mail/mail';
import { mailerFromConfig } from '../integrations/mail/mailer-from-config';
import { shopifyPublicConfig } from '../integrations/shopify/public-config';
import { createAccountsService } from './accounts';
import { registeredAgainMail, registeredMail, resellerApprovedMail } from './accounts-mails';
import { createCatalogueService } from './catalogue';
import { createMessagesService } from './messages';
import { createMessagesAdminService } from './messages-admin';
import { createOrdersService } from './orders';
import type { PaymentEvents } from './payments-events';
import { paymentsFromConfig } from './payments-wiring';
import { createRateLimits } from './rate-limits';
import { createResellerOrdersAdminService } from './reseller-orders-admin';
import { createReviewsService } from './reviews';
import { createSubscribersAdminService } from './subscribers-admin';
import { createWishlistService } from './wishlist';
import { createWholesaleService } from './wholesale';
import { createWholesaleAdminService } from './wholesale-admin';

export interface ServiceDeps {
  db: Database;
  config: Config;
  /** Defaults to SMTP or the file outbox, as configured. */
  mailer?: Mailer;
  log?: MailLog;
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
  mailer = mailerFromConfig(config, log),
  paymentEvents,
  localOrigin,
}: ServiceDeps) {
  const limits = createRateLimits(db);
  const services = {
    /** Rate limits and throttles counted in the database, shared by every app process. */
    limits,
    catalogue: createCatalogueService(db),
    wishlist: createWishlistService(db),
    messages: createMessagesService(db),
    /** Mail to customers and the shop: `send({ to, subject, text, html? })`, retried in the background. */
    mailer,
    orders: createOrdersService({
      db,
      mailer,
      log,
      mailSettings: { publicUrl: config.publicUrl, shopEmail: config.shop.email },
      limits,
      orderLimits: config.orderLimits,
    }),
    reviews: createReviewsService(db),
    /** Public Storefront values for Buy Now (product page loader and GET /api/storefront-config). */
    storefront: { publicConfig: () => shopifyPublicConfig(config) },
    accounts: createAccountsService(db, {
      limits,
      onRegistered: (user) => void mailer.send(registeredMail(user.email, config.publicUrl)),
      onRegisteredAgain: (email) => void mailer.send(registeredAgainMail(email, config.publicUrl)),
      onResellerApproved: async (user) => {
        void mailer.send(resellerApprovedMail(user, config.publicUrl));
      },
    }),
    wholesale: createWholesaleService(db),
    wholesaleAdmin: createWholesaleAdminService(db),
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
      localOrigin,
    }),
  };
}
