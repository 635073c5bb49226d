import { BookOpen, Camera, Gem, Gift, HandHeart, Leaf, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { heroPicture } from '../../core/images';
import { Card } from '../components/ui/card';
import { PhotoBand } from '../components/ui/photo-band';
import { buttonClasses } from '../components/ui/button-styles';
import { PageContainer } from '../components/ui/page-container';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/about';
import { sharedPageHeaders } from '../../core/shared-page';

// The same for every signed-out shopper: the server may keep the rendered page.
export const headers = sharedPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return { story: (await context.services.content.published()).html.about };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'About Us',
    description: ({ shopName }) =>
      `The story behind ${shopName}: pure African shea butter, handmade in small batches in Kenya with women-led cooperatives.`,
  });
}

const VALUES = [
  {
    title: 'Authentic',
    text: 'Traditional recipes, passed down and made the way they always have been.',
    Icon: ShieldCheck,
  },
  { title: 'Natural', text: 'Unrefined shea butter and plant oils, nothing synthetic added.', Icon: Leaf },
  {
    title: 'Premium',
    text: 'Small batches, carefully checked, so every jar is as good as the last.',
    Icon: Gem,
  },
  {
    title: 'Empowering',
    text: 'Fair prices for the women who gather and press the shea nuts.',
    Icon: HandHeart,
  },
];

const COMMUNITY = [
  {
    title: 'Share your glow',
    text: 'Show us your routine with #HeritageShea. Every month we feature our favourite looks from the community.',
    Icon: Camera,
  },
  {
    title: 'Loyalty rewards',
    text: 'Regular customers earn rewards on every order, with early access to new blends and gift sets.',
    Icon: Gift,
  },
  {
    title: 'Beauty education',
    text: 'Simple guides on caring for your skin and natural hair with shea butter, whatever the season.',
    Icon: BookOpen,
  },
];

const hero = heroPicture(3);

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PhotoBand photo={hero} opacity="opacity-40">
        <div className="on-dark mx-auto w-full max-w-page px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
          <p className="text-sm font-semibold tracking-[0.18em] text-gold-300 uppercase">About Us</p>
          <h1 className="mt-3 max-w-2xl text-4xl sm:text-6xl">Beauty rooted in African heritage</h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-shea-100">
            Pure shea butter skin and hair care, handmade in small batches in Kenya, the way our grandmothers
            made it.
          </p>
        </div>
      </PhotoBand>

      <PageContainer className="py-section">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 className="text-3xl text-earth-900 sm:text-4xl">Our Story</h2>
            {/* The owner's Markdown, rendered on the server with raw HTML off (services/content). */}
            <div
              className="mt-5 space-y-4 leading-relaxed text-ink [&_a]:font-medium [&_a]:text-earth-700 [&_a]:underline"
              dangerouslySetInnerHTML={{ __html: loaderData.story }}
            />
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4">
            {[
              ['100%', 'Natural ingredients'],
              ['Small', 'Handmade batches'],
              ['24 h', 'Reply to every message'],
              ['Worldwide', 'Delivery from Kenya'],
            ].map(([figure, label]) => (
              <div key={label} className="flex flex-col rounded-card bg-shea-100 p-4 sm:p-5">
                <dt className="text-sm text-ink-muted">{label}</dt>
                {/* 'Worldwide' must fit half a 360 px phone. */}
                <dd className="order-first font-display text-2xl font-semibold text-earth-700 sm:text-3xl">
                  {figure}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </PageContainer>

      <div className="border-y border-line bg-shea-100">
        <PageContainer className="py-section">
          <h2 className="text-3xl text-earth-900 sm:text-4xl">What we stand for</h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ title, text, Icon }) => (
              <Card as="li" padding="roomy" key={title}>
                <Icon className="size-7 text-sage-700" aria-hidden="true" />
                <h3 className="mt-4 text-xl text-earth-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{text}</p>
              </Card>
            ))}
          </ul>
        </PageContainer>
      </div>

      <PageContainer className="py-section">
        <h2 className="text-3xl text-earth-900 sm:text-4xl">Join our community</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {COMMUNITY.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-card bg-sage-100 p-6">
              <span className="flex size-11 items-center justify-center rounded-full bg-surface text-sage-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl text-earth-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap gap-3">
          <Link to="/products" className={buttonClasses('primary', 'lg')}>
            Explore Our Products
          </Link>
          <Link to="/contact" className={buttonClasses('secondary', 'lg')}>
            Get in Touch
          </Link>
        </div>
      </PageContainer>
    </>
  );
}
