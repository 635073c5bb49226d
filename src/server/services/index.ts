import type { Config } from '../config';
import type { Database } from '../db/client';
import { createAccountsService } from './accounts';
import { createCatalogueService } from './catalogue';
import { createMessagesService } from './messages';
import { createWishlistService } from './wishlist';

export interface ServiceDeps {
  db: Database;
  config: Config;
}

export type Services = ReturnType<typeof createServices>;

/** Every domain service, built once per process over one database. */
export function createServices({ db }: ServiceDeps) {
  return {
    catalogue: createCatalogueService(db),
    wishlist: createWishlistService(db),
    messages: createMessagesService(db),
    accounts: createAccountsService(db),
  };
}
