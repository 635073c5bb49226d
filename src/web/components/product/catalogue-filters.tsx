import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  ALL_CATEGORIES_LABEL,
  ALL_SKIN_TYPES_LABEL,
  PRICE_RANGES,
  PRICE_RANGE_LABELS,
} from '../../../core/catalogue-options';
import type { CatalogueQuery } from '../../../core/catalogue-query';
import { CATEGORIES, CATEGORY_LABELS, SKIN_TYPES, SKIN_TYPE_LABELS } from '../../../core/catalogue-terms';
import { buttonClasses } from '../ui/button-styles';
import { Card } from '../ui/card';
import { FilterGroup } from './filter-group';

const CATEGORY_OPTIONS = [
  { value: 'all' as const, label: ALL_CATEGORIES_LABEL },
  ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
];
const PRICE_OPTIONS = PRICE_RANGES.map((p) => ({ value: p, label: PRICE_RANGE_LABELS[p] }));
const SKIN_OPTIONS = [
  { value: 'all' as const, label: ALL_SKIN_TYPES_LABEL },
  ...SKIN_TYPES.map((s) => ({ value: s, label: SKIN_TYPE_LABELS[s] })),
];

interface CatalogueFiltersProps {
  query: CatalogueQuery;
  onChange: (change: Partial<CatalogueQuery>) => void;
  /** Without JavaScript the radios only apply when this button submits the form. */
  showApply: boolean;
}

/** The sidebar: category, price range and skin type. On phones it folds into a 'Filters' toggle. */
export function CatalogueFilters({ query, onChange, showApply }: CatalogueFiltersProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // Folded on phones (no jump on load); wide screens open it at once and hide the toggle.
  useEffect(() => {
    if (detailsRef.current && window.matchMedia('(min-width: 1024px)').matches)
      detailsRef.current.open = true;
  }, []);
  const active = [query.category, query.price, query.skinType].filter((v) => v !== 'all').length;
  const groups = (
    <div className="space-y-6">
      <FilterGroup
        legend="Category"
        name="category"
        value={query.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onChange({ category })}
      />
      <FilterGroup
        legend="Price Range"
        name="price"
        value={query.price}
        options={PRICE_OPTIONS}
        onChange={(price) => onChange({ price })}
      />
      <FilterGroup
        legend="Skin Type"
        name="skinType"
        value={query.skinType}
        options={SKIN_OPTIONS}
        onChange={(skinType) => onChange({ skinType })}
      />
      {showApply && (
        <button type="submit" className={`${buttonClasses('primary')} w-full`}>
          Apply filters
        </button>
      )}
    </div>
  );
  return (
    <Card as="details" look="flat" ref={detailsRef} className="group lg:[&[open]>summary]:hidden">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 font-semibold text-earth-900 [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filters
        {active > 0 && (
          <span className="rounded-full bg-earth-700 px-2 text-xs leading-5 text-shea-50">{active}</span>
        )}
        <span className="ml-auto text-sm font-normal text-ink-muted group-open:hidden">Show</span>
        <span className="ml-auto hidden text-sm font-normal text-ink-muted group-open:inline">Hide</span>
      </summary>
      <div className="border-t border-line p-4 lg:border-t-0 lg:p-5">{groups}</div>
    </Card>
  );
}
