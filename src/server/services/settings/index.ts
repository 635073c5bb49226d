// The owner's settings (brand, store, delivery, currencies, wholesale, Pay Later, stock, orders), stored
// as versioned documents with their history, and read by every page and order.
export { createSettingsService } from './shop-settings';
export { readBrand } from './brand';
export { createBrandLogo, prepareBrandLogo } from './brand-logo';
export type { BrandLogoService } from './brand-logo';
export type { SettingsActor, SettingsService } from './shop-settings';
export type { DocumentVersion } from './documents';
export { HISTORY_KEPT } from './documents';
// The versioned document store is shared with the content pages (services/content), and keeps the
// link key of the shop's mails (services/messages).
export { documentGroup } from './document-group';
export { readDocuments, readOrStoreDocument, saveDocument, versionValue } from './documents';
