import { Link } from 'react-router';
import { LOGO_SIZE } from '../../../core/images';
import logoFile from '../../../../public/brand/logo.svg?raw';
import { inlineSvg } from '../../lib/inline-svg';

export const SLOGAN = 'Timeless Beauty, Rooted in Nature';

// Drawn in the page, not fetched: the header of every page shows it, and on a phone's first visit
// each file the page asks for before its first paint costs a round trip (public/brand/logo.svg
// stays the one drawing; the footer's light version still loads lazily as a file).
const LOGO = inlineSvg(logoFile);

/** The logo linking home. */
export function BrandLogo({ className = 'h-7 sm:h-9' }: { className?: string }) {
  return (
    <Link to="/" className="inline-flex shrink-0 items-center rounded-md">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={LOGO.viewBox}
        width={LOGO_SIZE.width}
        height={LOGO_SIZE.height}
        role="img"
        aria-label="Heritage Shea"
        className={`w-auto ${className}`}
        dangerouslySetInnerHTML={{ __html: LOGO.content }}
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
