import { Link } from 'react-router';
import { buttonClasses } from '../ui/button-styles';
import { useShopSettings } from '../../lib/shop-settings-context';
import { PageContainer } from '../ui/page-container';
import { HeroCarousel, type HeroSlide } from './hero-carousel';

/**
 * The home hero: headline, two calls to action and the photo carousel. The photos are wide, with
 * the model on the right and open space on the left, so on wide screens the text sits over that
 * space; on narrower ones the photos follow the text.
 */
export function Hero({ slides }: { slides: HeroSlide[] }) {
  const { slogan, shopName } = useShopSettings().brand;
  return (
    <section className="relative overflow-hidden bg-shea-100">
      <PageContainer className="pointer-events-none relative z-10 py-10 sm:py-14 lg:py-32 xl:py-40">
        <div className="pointer-events-auto max-w-xl lg:max-w-md xl:max-w-xl">
          <p className="text-sm font-semibold tracking-[0.18em] text-sage-700 uppercase">
            Pure African shea butter
          </p>
          <h1 className="mt-4 text-4xl leading-[1.1] text-earth-900 sm:text-5xl xl:text-6xl">
            {slogan || shopName}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink">
            Handmade skin and hair care from unrefined shea butter and botanical oils — gentle, nourishing and
            made in small batches in Kenya.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/products" className={buttonClasses('primary', 'lg')}>
              Shop Now
            </Link>
            <Link to="/about" className={buttonClasses('secondary', 'lg')}>
              Our Story
            </Link>
          </div>
        </div>
      </PageContainer>
      {/* Keeps the text readable over the photo's light side, whatever the photo. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 z-[5] hidden bg-linear-to-r from-shea-100/90 from-20% via-shea-100/50 via-45% to-transparent to-60% lg:block"
      />
      <HeroCarousel
        slides={slides}
        className="aspect-[4/3] w-full sm:aspect-[16/9] lg:absolute lg:inset-0 lg:aspect-auto"
      />
    </section>
  );
}
