import type { MetaDescriptor } from 'react-router';
import { BRAND_IMAGES, OG_IMAGE_SIZE } from '../../core/images';

export const SITE_NAME = 'Heritage Shea';

interface PageMetaInput {
  /** The page's own title; ' | Heritage Shea' is added unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** The shop's public address (root loader), so shared links get absolute image URLs. */
  publicUrl?: string;
  image?: string;
  noIndex?: boolean;
}

/** Title, description and the tags WhatsApp, Facebook and others read when a link is shared. */
export function pageMeta({ title, fullTitle, description, publicUrl = '', image, noIndex }: PageMetaInput) {
  const fullName = fullTitle ? title : `${title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: fullName },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: fullName },
    { property: 'og:description', content: description },
    { property: 'og:image', content: `${publicUrl}${image ?? BRAND_IMAGES.ogImage}` },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (!image) {
    tags.push(
      { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
    );
  }
  if (noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** Reads the public URL from the root route's data among a meta function's matches. */
export function publicUrlOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const data = matches.find((match) => match?.id === 'root')?.loaderData;
  if (data && typeof data === 'object' && 'publicUrl' in data && typeof data.publicUrl === 'string') {
    return data.publicUrl;
  }
  return '';
}
