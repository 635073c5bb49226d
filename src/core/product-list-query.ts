// The console's product list: a search, a filter and a page, from the page's URL or the API's query.
import { z } from 'zod';
import { plainText } from './form-fields';
import { pageNumber } from './paging';

export const PRODUCT_LIST_FILTERS = ['all', 'low', 'hidden', 'archived'] as const;
export type ProductListFilter = (typeof PRODUCT_LIST_FILTERS)[number];

export const PRODUCT_LIST_FILTER_LABELS: Record<ProductListFilter, string> = {
  all: 'All products',
  low: 'Low stock',
  hidden: 'Hidden',
  archived: 'Archived',
};

export const productListQuerySchema = z.object({
  q: plainText('Search must be text')
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .transform((q) => (q ? q : undefined)),
  filter: z
    .enum(PRODUCT_LIST_FILTERS, { error: 'Filter must be all, low, hidden or archived' })
    .default('all'),
  page: z
    .string()
    .optional()
    .transform((page) => pageNumber(page)),
});

export type ProductListQuery = z.output<typeof productListQuerySchema>;
