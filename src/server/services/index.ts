import type { Config } from '../config';
import type { Database } from '../db/client';
import { shopifyPublicConfig } from '../integrations/shopify/public-config';
import { createAccountsService } from './accounts';
import { createCatalogueService } from './catalogue';
import { createMessagesService } from './messages';
import { createReviewsService } from './reviews';
import { createWishlistService } from './wishlist';

export interface ServiceDeps {
  db: Database;
  config: Config;
}

export type Services = ReturnType<typeof createServices>;

/** Every domain service, built once per process over one database. */
export function createServices({ db, config }: ServiceDeps) {
  return {
    catalogue: createCatalogueService(db),
    wishlist: createWishlistService(db),
    messages: createMessagesService(db),
    reviews: createReviewsService(db),
    /** Public Storefront values for Buy Now (product page loader and GET /api/storefront-config). */
    storefront: { publicConfig: () => shopifyPublicConfig(config) },
    accounts: createAccountsService(db),
  };
}
