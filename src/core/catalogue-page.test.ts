import { describe, expect, it } from 'vitest';
import { catalogueCountText } from './catalogue-count';
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

describe('catalogueCountText', () => {
  const count = (matching: number, total: number, page: number) => {
    const view = catalogueWindow(
      Array.from({ length: matching }, (_, i) => i),
      page,
      12,
    );
    return catalogueCountText({ ...view, shown: view.items.length, total }, 12);
  };

  it('names the cards a page shows among the matches when they take more than one page', () => {
    expect(count(19, 19, 1)).toBe('Showing 1–12 of 19 products');
    expect(count(19, 19, 2)).toBe('Showing 13–19 of 19 products');
    expect(count(15, 19, 1)).toBe('Showing 1–12 of 15 products');
    expect(count(15, 19, 2)).toBe('Showing 13–15 of 15 products');
    expect(count(25, 30, 3)).toBe('Showing product 25 of 25');
  });

  it("keeps SPEC's matches-of-the-shop sentence when every match is on the page", () => {
    expect(count(2, 19, 1)).toBe('Showing 2 of 19 products');
    expect(count(12, 12, 1)).toBe('Showing 12 of 12 products');
    expect(count(1, 19, 1)).toBe('Showing 1 of 19 products');
    expect(count(1, 1, 1)).toBe('Showing 1 of 1 product');
    expect(count(0, 19, 1)).toBe('Showing 0 of 19 products');
    expect(count(0, 0, 1)).toBe('Showing 0 of 0 products');
  });
});
