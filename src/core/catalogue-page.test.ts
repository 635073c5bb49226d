import { describe, expect, it } from 'vitest';
import { catalogueWindow, cataloguePath } from './catalogue-page';

const items = Array.from({ length: 30 }, (_, i) => i + 1);

describe('catalogueWindow', () => {
  it('cuts one page of the matching products', () => {
    expect(catalogueWindow(items, 1, 12)).toEqual({
      items: items.slice(0, 12),
      page: 1,
      pageCount: 3,
      matching: 30,
    });
    expect(catalogueWindow(items, 3, 12).items).toEqual([25, 26, 27, 28, 29, 30]);
  });

  it('shows the last page for a page past the end', () => {
    expect(catalogueWindow(items, 99_999, 12)).toMatchObject({ page: 3, items: items.slice(24) });
  });

  it('has one empty page when nothing matches', () => {
    expect(catalogueWindow([], 5, 12)).toEqual({ items: [], page: 1, pageCount: 1, matching: 0 });
  });
});

describe('cataloguePath', () => {
  it('leaves out defaults and the first page', () => {
    expect(cataloguePath({ category: 'all', sort: 'featured' }, 1)).toBe('/products');
    expect(cataloguePath({ category: 'raw', q: ' shea ' }, 1)).toBe('/products?q=shea&category=raw');
    expect(cataloguePath({ sort: 'name' }, 2)).toBe('/products?sort=name&page=2');
  });
});
