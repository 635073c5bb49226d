import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button-styles';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta } from '../lib/meta';

export function meta() {
  return pageMeta({
    title: 'Shopping Cart',
    description:
      'Review the items in your cart before checkout. Free delivery in Kenya on orders over KSH 3,000.',
    noIndex: true,
  });
}

// The cart's items and order summary arrive with the cart feature; until then it is always empty.
export default function Cart() {
  return (
    <>
      <PageIntro title="Shopping Cart" />
      <PageContainer className="py-12">
        <EmptyState Icon={ShoppingBag} title="Your cart is empty">
          <p>Start shopping to add items to your cart.</p>
          <Link to="/products" className={buttonClasses('primary')}>
            Continue Shopping
          </Link>
        </EmptyState>
      </PageContainer>
    </>
  );
}
