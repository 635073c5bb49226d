import { Gem, HandHeart, Leaf, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button-styles';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/about';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'About Us',
    description:
      'The story behind Heritage Shea: pure African shea butter, handmade in small batches in Kenya with women-led cooperatives.',
    publicUrl: publicUrlOf(matches),
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

export default function About() {
  return (
    <>
      <PageIntro eyebrow="About Us" title="Our Story">
        <p>
          Heritage Shea began in a family kitchen, with a grandmother's shea butter and the belief that the
          best care for skin and hair comes straight from nature.
        </p>
      </PageIntro>
      <PageContainer className="py-section">
        <h2 className="text-3xl text-earth-900">What we stand for</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-card border border-line bg-surface p-6 shadow-card">
              <Icon className="size-7 text-sage-700" aria-hidden="true" />
              <h3 className="mt-4 text-xl text-earth-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12">
          <Link to="/products" className={buttonClasses('primary', 'lg')}>
            Explore Our Products
          </Link>
        </div>
      </PageContainer>
    </>
  );
}
