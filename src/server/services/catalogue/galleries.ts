// Every product's pictures, for the owner choosing one to show elsewhere (the content pages).
import { asc } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { products } from './tables';

/** Each product's name and gallery, hidden and archived ones too, in order of their names. */
export function productGalleries(db: DbExecutor): Promise<{ name: string; images: string[] }[]> {
  return db
    .select({ name: products.name, images: products.images })
    .from(products)
    .orderBy(asc(products.name));
}
