// The catalogue's view state lives in the URL (/products?category=raw&sort=name), so a filtered
// list can be shared and the server can render it. Anything unreadable falls back to its default
// rather than failing: a mistyped link still shows the shop.
import { z } from 'zod';
import { CATEGORIES, SKIN_TYPES } from './catalogue-terms';
import { PRICE_RANGES, SORT_OPTIONS } from './catalogue-options';

export const MAX_SEARCH_LENGTH = 100;

export const catalogueQuerySchema = z.object({
  q: z
    .string()
    .transform((text) => text.trim().slice(0, MAX_SEARCH_LENGTH))
    .catch(''),
  category: z.enum(['all', ...CATEGORIES]).catch('all'),
  price: z.enum(PRICE_RANGES).catch('all'),
  skinType: z.enum(['all', ...SKIN_TYPES]).catch('all'),
  sort: z.enum(SORT_OPTIONS).catch('featured'),
});

export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

export const DEFAULT_CATALOGUE_QUERY: CatalogueQuery = Object.freeze({
  q: '',
  category: 'all',
  price: 'all',
  skinType: 'all',
  sort: 'featured',
});

const KEYS = ['q', 'category', 'price', 'skinType', 'sort'] as const;

/** Reads the first value of each key; missing or invalid values become the defaults. */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return catalogueQuerySchema.parse(raw);
}

/** The query as URL parameters, leaving out defaults so the plain /products link stays plain. */
export function catalogueQueryToSearchParams(query: Partial<CatalogueQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = key === 'q' ? query.q?.trim() : query[key];
    if (value !== undefined && value !== '' && value !== DEFAULT_CATALOGUE_QUERY[key]) params.set(key, value);
  }
  return params;
}
