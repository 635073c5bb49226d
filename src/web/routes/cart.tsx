import { Link } from 'react-router';
import { Card } from '../components/ui/card';
import { useCart } from '../lib/cart-context';
import { CartEmpty } from '../components/cart/cart-empty';
import { CartLineRow } from '../components/cart/cart-line-row';
import { CartSummary } from '../components/cart/cart-summary';
import { cartTitle } from '../components/cart/cart-title';
import { buttonClasses } from '../components/ui/button-styles';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { KEEP_CLEAR_OF_CHAT } from '../lib/chat-clearance';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/cart';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Shopping Cart',
    description:
      'Review the items in your cart before checkout. Free delivery in Kenya on orders over KSH 3,000.',
    noIndex: true,
  });
}

export default function Cart() {
  const { lines, count, ready } = useCart();
  return (
    <>
      <PageIntro title="Shopping Cart" />
      <PageContainer className="py-10 sm:py-12">
        {!ready ? (
          // The cart is in this browser's storage; the server cannot know it.
          <p className="py-12 text-center text-ink-muted">Loading your cart...</p>
        ) : lines.length === 0 ? (
          <div className="mx-auto max-w-md rounded-card border border-dashed border-shea-300 bg-surface">
            <CartEmpty />
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <Card as="section" look="flat" aria-labelledby="cart-items-heading" className="px-4 sm:px-6">
              <h2 id="cart-items-heading" className="pt-5 text-2xl text-earth-900">
                {cartTitle(count)}
              </h2>
              <ul className="divide-y divide-line">
                {lines.map((line) => (
                  <CartLineRow key={line.id} line={line} />
                ))}
              </ul>
            </Card>
            <Card
              as="section"
              {...KEEP_CLEAR_OF_CHAT}
              aria-labelledby="order-summary-heading"
              className="space-y-5 p-5 sm:p-6 lg:sticky lg:top-28"
            >
              <h2 id="order-summary-heading" className="text-2xl text-earth-900">
                Order Summary
              </h2>
              <CartSummary lines={lines} />
              <Link to="/checkout" className={`${buttonClasses('primary', 'lg')} w-full`}>
                Proceed to Checkout
              </Link>
              <Link to="/products" className={`${buttonClasses('ghost')} w-full`}>
                Continue Shopping
              </Link>
            </Card>
          </div>
        )}
      </PageContainer>
    </>
  );
}
