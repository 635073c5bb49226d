// The web app manifest: what a phone needs to put the shop on its home screen and open it like an
// app (its own window and name, the brand's colours, the icons of the owner's logo or the shipped
// ones the image script draws).
import { brandPictures } from './brand-images';
import type { BrandSettings } from './shop-settings-values';

/** The browser's bar over the pages, as the pages' theme-color meta says. */
export const THEME_COLOR = '#fbf7f0';
/** The splash screen's colour while the shop opens from the home screen: the pages' own background. */
const BACKGROUND_COLOR = '#fbf7f0';

export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

// A home screen shows about twelve letters under an icon.
const SHORT_NAME_LENGTH = 12;

/** The name under the icon: the whole name when it fits, else its first word, else its start. */
export function shortName(shopName: string): string {
  if (shopName.length <= SHORT_NAME_LENGTH) return shopName;
  const [first = ''] = shopName.split(/\s+/);
  return first.length <= SHORT_NAME_LENGTH ? first : shopName.slice(0, SHORT_NAME_LENGTH).trimEnd();
}

export function webManifest(brand: BrandSettings) {
  const icons = brandPictures(brand.logo);
  return {
    id: '/',
    name: brand.shopName,
    short_name: shortName(brand.shopName),
    description: 'Natural shea butter skin and hair care from Kenya, delivered worldwide.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'beauty'],
    icons: [
      { src: icons.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icons.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icons.iconMaskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ] satisfies WebManifestIcon[],
  };
}
