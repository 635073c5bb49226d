import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  storeProductUrl,
  type StorefrontConfig,
  type StorefrontProduct,
} from '../../../core/shopify-storefront';
import { fetchStorefrontProduct } from '../../lib/shopify-storefront';
import { buttonClasses } from '../ui/button-styles';
import { toast, type ToastInput } from '../ui/toast';

const NOT_MAPPED = 'Product not available for global purchase';
const CHECKOUT_FALLBACK = 'There was an issue with the checkout. Please try again.';
// Long enough to be read, short enough not to block a second click after a pop-up was closed.
const PROCESSING_MS = 800;

interface BuyNowButtonProps {
  /** Null when the product is not on the global store: then there is no button at all. */
  shopifyProductId: string | null;
  /** The chosen size's own Shopify variant, when it has one: the store opens on it. */
  shopifyVariantId?: string | null;
  storefront: StorefrontConfig;
  /** Where messages go; the shop's toasts unless told otherwise. */
  onNotify?: (message: ToastInput) => void;
  className?: string;
}

// Tagged with the id it answers for, so a new product id reads as loading until its answer comes.
type Answer = { id: string; product: StorefrontProduct | null };

/** SPEC §4's Buy Now: opens the product on the global Shopify store in a new tab. */
export function BuyNowButton({
  shopifyProductId,
  shopifyVariantId = null,
  storefront,
  onNotify = toast,
  className = '',
}: BuyNowButtonProps) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [processing, setProcessing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Primitive dependencies: revalidated loader data brings an equal but new object, which must not
  // fetch the product again.
  const { endpoint, storeUrl, storefrontToken, simulated } = storefront;

  useEffect(() => {
    if (!shopifyProductId) return;
    const controller = new AbortController();
    const config = { endpoint, storeUrl, storefrontToken, simulated };
    void fetchStorefrontProduct(config, shopifyProductId, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        setAnswer({ id: shopifyProductId, product: result.product });
      } else {
        // SPEC §8: a failed or missing store product is logged only; the button disappears.
        console.warn(`Buy Now hidden for Shopify product ${shopifyProductId}: ${result.message}`);
        setAnswer({ id: shopifyProductId, product: null });
      }
    });
    return () => controller.abort();
  }, [shopifyProductId, endpoint, storeUrl, storefrontToken, simulated]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const loading = answer?.id !== shopifyProductId;
  if (!shopifyProductId || (!loading && !answer.product)) return null;

  const product = loading ? null : answer.product;
  const soldOut = product !== null && !product.variant?.availableForSale;

  function buyNow() {
    setProcessing(true);
    try {
      if (!product) throw new Error(NOT_MAPPED);
      // Opened inside the click handler, so pop-up blockers see a user gesture.
      window.open(
        storeProductUrl(storeUrl, product.handle, shopifyVariantId),
        '_blank',
        'noopener,noreferrer',
      );
      onNotify({
        title: 'Redirecting to Shopify',
        description: "You'll be redirected to view and purchase this product on our global store.",
      });
    } catch (error) {
      onNotify({
        title: 'Checkout Error',
        description: error instanceof Error && error.message ? error.message : CHECKOUT_FALLBACK,
        variant: 'destructive',
      });
    } finally {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setProcessing(false), PROCESSING_MS);
    }
  }

  const label = loading
    ? 'Loading...'
    : soldOut
      ? 'Out of Stock'
      : processing
        ? 'Processing...'
        : 'Buy Now (Shopify)';

  return (
    <button
      type="button"
      onClick={buyNow}
      disabled={loading || soldOut || processing}
      aria-busy={loading || processing}
      className={`${buttonClasses('primary', 'lg')} ${className}`}
    >
      {label}
      {label === 'Buy Now (Shopify)' && <ExternalLink className="size-4" aria-hidden="true" />}
    </button>
  );
}
