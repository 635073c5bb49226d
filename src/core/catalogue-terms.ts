// The catalogue's vocabulary, shared by filters, seed data, validation and pages.

export const CATEGORIES = ['moisturizers', 'serums', 'cleansers', 'sets', 'raw', 'hair-care'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  moisturizers: 'Moisturizers',
  serums: 'Serums',
  cleansers: 'Cleansers',
  sets: 'Gift Sets',
  raw: 'Raw Shea Butter',
  'hair-care': 'Hair Care',
};

export const SKIN_TYPES = ['dry', 'sensitive', 'damaged', 'oily', 'normal'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

export const SKIN_TYPE_LABELS: Record<SkinType, string> = {
  dry: 'Dry',
  sensitive: 'Sensitive',
  damaged: 'Damaged',
  oily: 'Oily',
  normal: 'Normal',
};

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function isSkinType(value: string): value is SkinType {
  return (SKIN_TYPES as readonly string[]).includes(value);
}
