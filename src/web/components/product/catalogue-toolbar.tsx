import { Search } from 'lucide-react';
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '../../../core/catalogue-options';

interface CatalogueToolbarProps {
  search: string;
  sort: SortOption;
  onSearch: (text: string) => void;
  onSort: (sort: SortOption) => void;
  maxLength: number;
}

/** The search box and the sort select above the grid. */
export function CatalogueToolbar({ search, sort, onSearch, onSort, maxLength }: CatalogueToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <label htmlFor="catalogue-search" className="sr-only">
          Search products
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        />
        <input
          id="catalogue-search"
          type="search"
          name="q"
          value={search}
          maxLength={maxLength}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Search products..."
          className="min-h-11 w-full rounded-full border border-line bg-surface pr-4 pl-10 text-base placeholder:text-ink-muted sm:text-sm"
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor="catalogue-sort" className="text-sm whitespace-nowrap text-ink-muted">
          Sort by
        </label>
        <select
          id="catalogue-sort"
          name="sort"
          defaultValue={sort}
          onChange={(event) => onSort(event.target.value as SortOption)}
          className="min-h-11 flex-1 rounded-full border border-line bg-surface px-4 text-sm sm:flex-none"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
