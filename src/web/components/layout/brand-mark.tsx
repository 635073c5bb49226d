import { Link } from 'react-router';
import { BRAND_IMAGES, LOGO_SIZE } from '../../../core/images';

export const SLOGAN = 'Timeless Beauty, Rooted in Nature';

/** The logo linking home; the alt text stands in, styled as a wordmark, if the image fails. */
export function BrandLogo({ className = 'h-7 sm:h-9' }: { className?: string }) {
  return (
    <Link to="/" className="inline-flex shrink-0 items-center rounded-md">
      <img
        src={BRAND_IMAGES.logo}
        alt="Heritage Shea"
        width={LOGO_SIZE.width}
        height={LOGO_SIZE.height}
        className={`w-auto font-display text-xl font-semibold text-earth-900 ${className}`}
      />
    </Link>
  );
}

/** Logo with the slogan beside it; the slogan gives way to the navigation between lg and xl. */
export function BrandMark() {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <BrandLogo />
      <p className="hidden w-[9.5rem] shrink-0 border-l border-line pl-3 font-display text-sm leading-tight text-ink-muted italic sm:block lg:hidden xl:block">
        {SLOGAN}
      </p>
    </div>
  );
}
