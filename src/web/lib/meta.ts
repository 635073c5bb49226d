import type { MetaDescriptor } from 'react-router';
import { brandPictures } from '../../core/brand-images';
import { OG_IMAGE_SIZE } from '../../core/images';
import { DEFAULT_BRAND, type BrandSettings } from '../../core/shop-settings-values';

/** A meta function's `matches`: the root route's data carries the shop's brand and address. */
export type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** Words that may name the shop are given its brand (settings.brand) when the page is drawn. */
type BrandText = string | ((brand: BrandSettings) => string);

interface PageMetaInput {
  /** The page's own title; ' | ' and the shop's name are added unless `fullTitle` is set. */
  title: BrandText;
  fullTitle?: boolean;
  description: BrandText;
  image?: string;
  noIndex?: boolean;
}

function rootData(matches: MetaMatches): Record<string, unknown> | null {
  const data = matches.find((match) => match?.id === 'root')?.loaderData;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

/** The owner's brand from the root route's data; SPEC's when the root loader failed. */
export function brandOf(matches: MetaMatches): BrandSettings {
  const settings = rootData(matches)?.settings as { brand?: BrandSettings } | undefined;
  return settings?.brand ?? DEFAULT_BRAND;
}

/** The shop's public address from the root route's data, so shared links get absolute image URLs. */
export function publicUrlOf(matches: MetaMatches): string {
  const publicUrl = rootData(matches)?.publicUrl;
  return typeof publicUrl === 'string' ? publicUrl : '';
}

/** Title, description and the tags WhatsApp, Facebook and others read when a link is shared. */
export function pageMeta(matches: MetaMatches, input: PageMetaInput): MetaDescriptor[] {
  const brand = brandOf(matches);
  const publicUrl = publicUrlOf(matches);
  const words = (text: BrandText) => (typeof text === 'function' ? text(brand) : text);
  const title = words(input.title);
  const description = words(input.description);
  const fullName = input.fullTitle ? title : `${title} | ${brand.shopName}`;
  const tags: MetaDescriptor[] = [
    { title: fullName },
    { name: 'description', content: description },
    { property: 'og:site_name', content: brand.shopName },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: fullName },
    { property: 'og:description', content: description },
    { property: 'og:image', content: `${publicUrl}${input.image ?? brandPictures(brand.logo).ogImage}` },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (!input.image) {
    tags.push(
      { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
    );
  }
  if (input.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
