import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CATALOGUE_QUERY,
  catalogueQueryToSearchParams,
  parseCatalogueQuery,
} from './catalogue-query';

const parse = (search: string) => parseCatalogueQuery(new URLSearchParams(search));

describe('parseCatalogueQuery', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual({ q: '', category: 'all', price: 'all', skinType: 'all', sort: 'featured' });
  });

  it('reads every field', () => {
    expect(parse('q=+honey+&category=raw&price=1000-2500&skinType=dry&sort=price-high')).toEqual({
      q: 'honey',
      category: 'raw',
      price: '1000-2500',
      skinType: 'dry',
      sort: 'price-high',
    });
  });

  it('reads the preselecting links of the not-found page', () => {
    expect(parse('category=hair-care').category).toBe('hair-care');
    expect(parse('skinType=oily').skinType).toBe('oily');
  });

  it('falls back field by field for invalid values', () => {
    expect(parse('category=shoes&price=cheap&skinType=scaly&sort=random&q=oil')).toEqual({
      ...DEFAULT_CATALOGUE_QUERY,
      q: 'oil',
    });
    expect(parse('category=RAW').category).toBe('all');
  });

  it('takes the first of repeated keys and caps the search text', () => {
    expect(parse('category=raw&category=serums').category).toBe('raw');
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(100);
  });
});

describe('catalogueQueryToSearchParams', () => {
  it('omits defaults', () => {
    expect(catalogueQueryToSearchParams(DEFAULT_CATALOGUE_QUERY).toString()).toBe('');
    expect(catalogueQueryToSearchParams({ q: '  ' }).toString()).toBe('');
  });

  it('writes what differs, and round-trips', () => {
    const query = {
      q: 'shea oil',
      category: 'sets',
      price: 'over-2500',
      skinType: 'all',
      sort: 'name',
    } as const;
    const params = catalogueQueryToSearchParams(query);
    expect(params.toString()).toBe('q=shea+oil&category=sets&price=over-2500&sort=name');
    expect(parseCatalogueQuery(params)).toEqual(query);
  });
});
