// Product ids arrive as numbers from JSON bodies and as strings from URLs and forms.
import { z } from 'zod';

export const INVALID_PRODUCT_ID = 'Product id must be a positive whole number';

// The products table's id is a Postgres integer.
const MAX_PRODUCT_ID = 2_147_483_647;

export const productIdField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: INVALID_PRODUCT_ID })
    .int(INVALID_PRODUCT_ID)
    .min(1, INVALID_PRODUCT_ID)
    .max(MAX_PRODUCT_ID, INVALID_PRODUCT_ID),
);
