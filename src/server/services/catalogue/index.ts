// The catalogue: products as the storefront reads them (cached, invalidated by change notices),
// their stock and the units an order returns, and the console's edits and picture gallery.
import type { Database } from '../../db/client';
import { createProductPictures } from './admin-pictures';
import { createProductEdits, type ProductSavedHook } from './admin-products';
import { createProductRemoval, type RemovalChecks } from './admin-removal';
import type { LowStockThreshold, WaitingFor } from './admin-product-reader';
import type { ProductImageStore } from './product-images';

export interface ProductsAdminOptions {
  /** What the orders and discount codes say before a product is deleted (admin-removal.ts). */
  removalChecks: RemovalChecks;
  /** At or under this many units a product counts as low on stock: settings.stock.lowStockThreshold
   * (LOW_STOCK_THRESHOLD its default), read at each use. */
  lowStockThreshold: LowStockThreshold;
  images: ProductImageStore;
  /** How many shoppers wait for each product to come back (services/stock-alerts). */
  waitingFor: WaitingFor;
  onProductSaved?: ProductSavedHook;
}

export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;

/** `services.catalogue.admin`: the console's products, their edits and their pictures. */
export function createProductsAdminService(db: Database, options: ProductsAdminOptions) {
  return {
    ...createProductEdits(db, options),
    ...createProductPictures(db, options),
    ...createProductRemoval(db, options.removalChecks),
  };
}

export type {
  AdminProduct,
  AdminProductListRow,
  AdminProductsView,
  LowStockProduct,
} from './admin-product-reader';
export { toAdminProductListJson, toAdminProductListPage } from './admin-product-list-view';
export { toRemovedProductJson } from './admin-removal';
export type { RemovedProduct, RemovalOutcome } from './admin-removal';
export { toAdminProductJson, toProductEditPage } from './admin-product-view';
export {
  announceCatalogueChange,
  cachedValue,
  catalogueChanged,
  contentGeneration,
  listenForCatalogueChanges,
} from './cache';
export type { CachedValue } from './cache';
export { imageHeaderSize } from './image-header';
export { createProductImageStore, prepareProductImage } from './product-images';
export type { ProductImageStore } from './product-images';
export { createCatalogueService } from './products';
export type { Product } from './products';
export { productsOnSale, shownProduct, shownProducts } from './on-sale';
export { toProductView } from './product-view';
export type { ProductView } from './product-view';
export { productCategories } from './product-categories';
export { productNames } from './product-names';
export { productGalleries } from './galleries';
export { namedSizes } from './size-names';
export type { NamedSize } from './size-names';
export { productTaxTypes, taxedProduct } from './tax-facts';
export { allUnitsBack, returnUnits, returnsByRefund, unitsOfOrder } from './stock-returns';
export type { OrderUnits } from './stock-returns';
export { takeStock } from './stock';
export { heldBackUnits, holdBack, takeBackHeld, unitsPastLimit } from './held-back';
export { variantsOf } from './variants';
export type { StockLine } from './stock';
export { STOCK_RETURNED_JOB, STOCK_TAKEN_JOB } from './stock-events';
export type { StockReturnedPayload, StockTakenPayload } from './stock-events';
