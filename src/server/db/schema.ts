// Every table of the shop, gathered from the domains that own them for drizzle-kit (migrations),
// the schema test, the seed and the tools that see the whole database (backup, restore). Each table
// is declared in its domain's tables.ts (the eTIMS simulator's in its folder); code inside a domain
// reads its own tables from there, and another domain's through that domain's index.ts.
export * from '../services/accounts/tables';
export * from '../services/catalogue/tables';
export * from '../services/delivery/tables';
export * from '../services/orders/tables';
export * from '../services/discounts/tables';
export * from '../services/mpesa/tables';
export * from '../services/notifications/tables';
export * from '../services/wishlist/tables';
export * from '../services/reviews/tables';
export * from '../services/messages/tables';
export * from '../services/stock-alerts/tables';
export * from '../services/audit/tables';
export * from '../services/limits/tables';
export * from '../services/jobs/tables';
export * from '../services/alerts/tables';
export * from '../services/settings/tables';
export * from '../services/insights/tables';
export * from '../services/tax-invoices/tables';
export * from '../services/fulfilment/tables';
export * from '../integrations/etims/simulator/tables';
