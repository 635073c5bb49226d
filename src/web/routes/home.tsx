import { useNavigation } from 'react-router';
import { BenefitsSection } from '../components/home/benefits-section';
import { FeaturedProducts } from '../components/product/featured-products';
import { Hero } from '../components/home/hero';
import { TestimonialsSection } from '../components/ui/testimonials-section';
import { toCardData } from '../lib/catalogue.server';
import { pageMeta } from '../lib/meta';
import { freeDeliveryPromise } from '../../core/delivery';
import type { Route } from './+types/home';
import { sharedPageHeaders } from '../../core/shared-page';

// SPEC §2: at most 3 featured products.
const FEATURED_COUNT = 3;

// SPEC §2 asks for the hero image to be preloaded: the carousel's first photo is rendered with
// `priority`, which puts its <link rel=preload> in the head, so no links() export is needed here.

// The same for every signed-out shopper: the server may keep the rendered page.
export const headers = sharedPageHeaders;

// DESIGN §5: the search snippet states the owner's free-delivery rule, not SPEC's '$50 worldwide'.
function description(freeDelivery: string | null | undefined): string {
  const intro = 'Natural shea-butter skin and hair care, handmade in small batches in Kenya.';
  return freeDelivery
    ? `${intro} Shop in KSH, pay with M-Pesa, and enjoy ${freeDelivery}.`
    : `${intro} Shop in KSH and pay with M-Pesa.`;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: ({ shopName, slogan }) => (slogan ? `${shopName} | ${slogan}` : shopName),
    fullTitle: true,
    description: description(loaderData?.freeDelivery),
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const [featured, content, settings] = await Promise.all([
    context.services.catalogue.listFeatured(FEATURED_COUNT),
    context.services.content.published(),
    context.services.settings.read(),
  ]);
  return {
    featured: featured.map(toCardData),
    hero: content.hero,
    testimonials: content.testimonials,
    freeDelivery: freeDeliveryPromise(settings.delivery),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // Reloading the home page itself (e.g. a link to / from /) shows the placeholders meanwhile.
  const navigation = useNavigation();
  const reloading = navigation.state === 'loading' && navigation.location.pathname === '/';
  return (
    <>
      <Hero slides={loaderData.hero} />
      <BenefitsSection />
      <FeaturedProducts products={loaderData.featured} loading={reloading} />
      <TestimonialsSection testimonials={loaderData.testimonials} />
    </>
  );
}
