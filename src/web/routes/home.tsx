import { BenefitsSection } from '../components/home/benefits-section';
import { FeaturedProducts } from '../components/home/featured-products';
import { Hero } from '../components/home/hero';
import { TestimonialsSection } from '../components/home/testimonials-section';
import { heroImage } from '../../core/images';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/home';

// SPEC §2 asks for the hero image to be preloaded: React 19 emits that <link rel=preload> itself
// for the hero's fetchPriority=high <img>, so no links() export is needed here.
const HERO = heroImage(1);

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Heritage Shea | Timeless Beauty, Rooted in Nature',
    fullTitle: true,
    description:
      'Natural shea-butter skin and hair care, handmade in small batches in Kenya. Shop in KSH, pay with M-Pesa, and enjoy free worldwide shipping on orders over $50.',
    publicUrl: publicUrlOf(matches),
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const featured = await context.services.catalogue.listFeatured(3);
  return {
    featured: featured.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      tagline: p.tagline,
      priceCents: p.priceCents,
      category: p.category,
      skinTypes: p.skinTypes,
      featured: p.featured,
    })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero image={HERO} />
      <BenefitsSection />
      <FeaturedProducts products={loaderData.featured} />
      <TestimonialsSection />
    </>
  );
}
