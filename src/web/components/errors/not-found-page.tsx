import { Home, Mail, Search, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button-styles';
import { Card } from '../ui/card';
import { PageContainer } from '../ui/page-container';
import { GoBackButton } from './go-back-button';

const POPULAR = [
  { href: '/products?category=moisturizers', label: 'Moisturizers' },
  { href: '/products?category=hair-care', label: 'Hair Care' },
  { href: '/products?category=cleansers', label: 'Cleansers' },
  { href: '/products?skinType=dry', label: 'For Dry Skin' },
  { href: '/products?skinType=oily', label: 'For Oily Skin' },
];

const QUICK_LINKS = [
  { href: '/', label: 'Home', Icon: Home },
  { href: '/products', label: 'Shop', Icon: ShoppingBag },
  { href: '/products', label: 'Search', Icon: Search },
  { href: '/contact', label: 'Contact', Icon: Mail },
];

/** SPEC §2 'Page Not Found', rendered by the root error boundary for every 404. */
export function NotFoundPage() {
  return (
    <PageContainer className="py-section text-center">
      <p className="font-display text-7xl font-semibold text-gold-600 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl text-earth-900 sm:text-4xl">Page Not Found</h1>
      <p className="mx-auto mt-3 max-w-md text-ink-muted">
        Sorry, the page you're looking for doesn't exist or has been moved.
      </p>

      <ul className="mx-auto mt-8 grid max-w-xl grid-cols-2 gap-3 sm:grid-cols-4">
        {QUICK_LINKS.map(({ href, label, Icon }) => (
          <li key={label}>
            <Card
              as={Link}
              look="flat"
              to={href}
              className="flex flex-col items-center gap-2 px-3 py-4 text-sm font-medium text-earth-900 hover:border-gold-500 hover:bg-shea-100"
            >
              <Icon className="size-5 text-earth-700" aria-hidden="true" />
              {label}
            </Card>
          </li>
        ))}
      </ul>

      <div className="mt-6 flex justify-center gap-3">
        <GoBackButton />
        <Link to="/" className={buttonClasses('primary')}>
          Back to Home
        </Link>
      </div>

      <section aria-labelledby="popular-heading" className="mt-12">
        <h2 id="popular-heading" className="text-xl text-earth-900">
          Popular categories
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {POPULAR.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                className="inline-flex min-h-10 items-center rounded-full bg-sage-100 px-4 text-sm font-medium text-sage-700 hover:bg-sage-300 hover:text-earth-900"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}
