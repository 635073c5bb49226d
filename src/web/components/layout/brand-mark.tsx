import { Link } from 'react-router';
import { brandPictures } from '../../../core/brand-images';
import { LOGO_SIZE } from '../../../core/images';
import { DEFAULT_BRAND } from '../../../core/shop-settings-values';
import logoFile from '../../../../public/brand/logo.svg?raw';
import { inlineSvg } from '../../lib/inline-svg';
import { useShopSettings } from '../../lib/shop-settings-context';

// Drawn in the page, not fetched: the header of every page shows it, and on a phone's first visit
// each file the page asks for before its first paint costs a round trip (public/brand/logo.svg
// stays the one drawing; the footer's light version still loads lazily as a file).
const LOGO = inlineSvg(logoFile);

/**
 * The logo linking home: the owner's uploaded one, else the shipped drawing, which spells SPEC's
 * name, so another name without a logo is set in letters.
 */
export function BrandLogo({ className = 'h-7 sm:h-9' }: { className?: string }) {
  const { shopName, logo } = useShopSettings().brand;
  const uploaded = brandPictures(logo).logo;
  return (
    <Link to="/" className="inline-flex min-w-0 shrink-0 items-center rounded-md">
      {uploaded ? (
        <img
          src={uploaded.src}
          width={uploaded.width}
          height={uploaded.height}
          alt={shopName}
          className={`w-auto max-w-[45vw] object-contain object-left ${className}`}
        />
      ) : shopName === DEFAULT_BRAND.shopName ? (
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox={LOGO.viewBox}
          width={LOGO_SIZE.width}
          height={LOGO_SIZE.height}
          role="img"
          aria-label={shopName}
          className={`w-auto ${className}`}
          dangerouslySetInnerHTML={{ __html: LOGO.content }}
        />
      ) : (
        <span className="truncate font-display text-xl leading-tight font-semibold text-earth-900 sm:text-2xl">
          {shopName}
        </span>
      )}
    </Link>
  );
}

/** Logo with the slogan beside it; the slogan gives way to the navigation between lg and xl. */
export function BrandMark() {
  const { slogan } = useShopSettings().brand;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <BrandLogo />
      {slogan && (
        <p className="hidden w-[9.5rem] shrink-0 border-l border-line pl-3 font-display text-sm leading-tight text-ink-muted italic sm:block lg:hidden xl:block">
          {slogan}
        </p>
      )}
    </div>
  );
}
