import { describe, expect, it } from 'vitest';
import {
  CONTENT_SCHEMAS,
  announcementNextChange,
  announcementVisible,
  defaultContent,
  isContentImagePath,
  isSafeLink,
} from './content-pages';
import { HERO_COUNT } from './images';

const bar = {
  text: 'Sale',
  link: '',
  active: true,
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-08T00:00:00.000Z',
};
const at = (iso: string) => new Date(iso);

describe('the announcement bar', () => {
  it('shows between its dates, from the start and until (not at) the end', () => {
    expect(announcementVisible(bar, at('2026-11-30T23:59:59Z'))).toBe(false);
    expect(announcementVisible(bar, at('2026-12-01T00:00:00Z'))).toBe(true);
    expect(announcementVisible(bar, at('2026-12-07T23:59:59Z'))).toBe(true);
    expect(announcementVisible(bar, at('2026-12-08T00:00:00Z'))).toBe(false);
  });

  it('is hidden when switched off or empty, and open-ended without dates', () => {
    expect(announcementVisible({ ...bar, active: false }, at('2026-12-02T00:00:00Z'))).toBe(false);
    expect(announcementVisible({ ...bar, text: '' }, at('2026-12-02T00:00:00Z'))).toBe(false);
    expect(announcementVisible({ ...bar, startsAt: null, endsAt: null }, at('2030-01-01T00:00:00Z'))).toBe(
      true,
    );
  });

  it('names the next start or end, which bounds how long a page may be kept', () => {
    expect(announcementNextChange(bar, at('2026-11-01T00:00:00Z'))).toEqual(at(bar.startsAt));
    expect(announcementNextChange(bar, at('2026-12-02T00:00:00Z'))).toEqual(at(bar.endsAt));
    expect(announcementNextChange(bar, at('2026-12-09T00:00:00Z'))).toBeNull();
    expect(announcementNextChange({ ...bar, active: false }, at('2026-11-01T00:00:00Z'))).toBeNull();
  });
});

describe('links and pictures', () => {
  it('accepts shop pages and https, nothing else', () => {
    expect(isSafeLink('/products?x=1')).toBe(true);
    expect(isSafeLink('https://example.com')).toBe(true);
    for (const link of [
      '//evil.example',
      '/\\evil.example',
      'http://example.com',
      'javascript:alert(1)',
      'products',
    ])
      expect(isSafeLink(link), link).toBe(false);
  });

  it('accepts shipped and uploaded pictures only', () => {
    expect(isContentImagePath('/generated/hero/hero-1-1600.webp')).toBe(true);
    expect(isContentImagePath('/generated/people/portrait-3.webp')).toBe(true);
    expect(isContentImagePath('/uploads/products/0123abcd-800.webp')).toBe(true);
    for (const path of [
      '/uploads/../x.webp',
      '/generated/hero/hero-8-1600.webp',
      'https://a.example/x.png',
      '/uploads/x.svg',
    ])
      expect(isContentImagePath(path), path).toBe(false);
  });
});

describe('the shipped content', () => {
  it('describes each carousel picture in its own words and passes its own schemas', () => {
    expect(defaultContent.hero).toHaveLength(HERO_COUNT);
    expect(new Set(defaultContent.hero.map((slide) => slide.alt)).size).toBe(HERO_COUNT);
    for (const [page, schema] of Object.entries(CONTENT_SCHEMAS))
      expect(schema.safeParse(defaultContent[page as keyof typeof defaultContent]).success, page).toBe(true);
  });
});
