// The catalogue's filter and sort choices (SPEC §4, §5) with the labels the page shows.

export const PRICE_RANGES = ['all', 'under-1000', '1000-2500', 'over-2500'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export const PRICE_RANGE_LABELS: Record<PriceRange, string> = {
  all: 'All Prices',
  'under-1000': 'Under KSH 1,000',
  '1000-2500': 'KSH 1,000 - 2,500',
  'over-2500': 'Over KSH 2,500',
};

const KSH_1000 = 100_000;
const KSH_2500 = 250_000;

/** SPEC §5: under is strictly below 1,000; the middle includes both 1,000 and 2,500; over is strictly above. */
export function inPriceRange(priceCents: number, range: PriceRange): boolean {
  switch (range) {
    case 'all':
      return true;
    case 'under-1000':
      return priceCents < KSH_1000;
    case '1000-2500':
      return priceCents >= KSH_1000 && priceCents <= KSH_2500;
    case 'over-2500':
      return priceCents > KSH_2500;
  }
}

export const SORT_OPTIONS = ['featured', 'price-low', 'price-high', 'name'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SORT_LABELS: Record<SortOption, string> = {
  featured: 'Featured',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  name: 'Name: A-Z',
};

export const ALL_CATEGORIES_LABEL = 'All Categories';
export const ALL_SKIN_TYPES_LABEL = 'All Skin Types';
