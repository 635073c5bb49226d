import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { SKIN_TYPE_LABELS } from '../../../core/catalogue-terms';
import { galleryPicture } from '../../../core/images';
import { useCurrency } from '../../lib/currency-context';
import type { ProductCardData } from '../../lib/product-card-data';
import { useAddToCart } from '../../lib/use-add-to-cart';
import { Card } from '../ui/card';
import { ResponsiveImage } from '../ui/responsive-image';
import { productBadges } from './product-badge';
import { WishlistHeart } from './wishlist-heart';

// The card's width in the grids it sits in: one column on phones, two from 640 px, two beside the
// catalogue's filters (the widest) or three on the home page from 1024 px, and from 1280 px three
// beside the filters or on the home page, at most 23rem in the 76rem page.
const PICTURE_SIZES =
  '(min-width: 1280px) 23rem, (min-width: 1024px) calc(50vw - 11.75rem), (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)';

const CARD_BUTTON =
  'relative z-10 inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full whitespace-nowrap bg-earth-700 px-4 text-sm font-semibold text-shea-50 transition-colors hover:bg-earth-800 disabled:cursor-not-allowed disabled:bg-shea-300 disabled:text-earth-900';

interface ProductCardProps {
  product: ProductCardData;
  /** The card's heading level, one below the heading of the list it sits in. */
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list that opens the page: its picture is the page's largest. */
  priority?: boolean;
}

export function ProductCard({ product, headingLevel: Heading = 'h3', priority = false }: ProductCardProps) {
  const { formatPrice } = useCurrency();
  const addToCart = useAddToCart();
  // The stored main picture, so a new upload or a new main picture shows at once.
  const image = galleryPicture(product.image);
  const badges = productBadges(product);
  return (
    <Card
      as="article"
      className="group relative flex w-full flex-col overflow-hidden transition-shadow hover:shadow-lg"
    >
      <div className="relative aspect-square overflow-hidden bg-shea-200">
        {/* A product made in the console has no picture until one is uploaded. */}
        {product.image && (
          <ResponsiveImage
            picture={image}
            sizes={PICTURE_SIZES}
            priority={priority}
            alt=""
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
          />
        )}
        {badges.length > 0 && (
          // Clear of the wishlist heart on the right, whatever the card's width.
          <ul
            aria-label="Product highlights"
            className="absolute top-3 right-14 left-3 flex flex-wrap gap-1.5"
          >
            {badges.map((badge) => (
              <li
                key={badge}
                className="rounded-full bg-earth-700 px-3 py-1 text-xs font-semibold text-shea-50"
              >
                {badge}
              </li>
            ))}
          </ul>
        )}
        {!product.inStock && (
          <span className="absolute bottom-3 left-3 rounded-full bg-surface px-3 py-1 text-xs font-semibold text-earth-900">
            Out of Stock
          </span>
        )}
        <WishlistHeart
          productId={product.id}
          productName={product.name}
          className="absolute top-3 right-3 z-10"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {product.skinTypes.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Suitable for">
            {product.skinTypes.slice(0, 2).map((type) => (
              <li
                key={type}
                className="rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-medium text-sage-700"
              >
                {SKIN_TYPE_LABELS[type]}
              </li>
            ))}
          </ul>
        )}
        <Heading className="text-lg leading-snug text-earth-900">
          {/* The link covers the whole card; the heading keeps its name short for screen readers. */}
          <Link
            to={`/product/${product.id}`}
            className="after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-gold-700"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-ink-muted">{product.tagline}</p>
        {/* In a narrow card (three columns at 1440 px) the button drops below a "From" price. */}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 pt-2">
          <p className="text-lg font-semibold whitespace-nowrap text-earth-700">
            {product.priceVaries && <span className="text-sm font-normal text-ink-muted">From </span>}
            {formatPrice(product.priceCents)}
          </p>
          {product.oneSize || !product.inStock ? (
            <button
              type="button"
              disabled={!product.inStock || !product.oneSize}
              onClick={() =>
                product.oneSize &&
                addToCart({
                  id: product.id,
                  variantId: product.oneSize.variantId,
                  size: product.oneSize.label,
                  name: product.name,
                  priceCents: product.priceCents,
                  image: product.image,
                  inStock: product.inStock,
                })
              }
              aria-label={`Add ${product.name} to cart`}
              className={CARD_BUTTON}
            >
              <ShoppingBag className="size-4" aria-hidden="true" />
              {product.inStock ? 'Add' : 'Sold out'}
            </button>
          ) : (
            // Several sizes: the shopper picks one on the product page.
            <Link
              to={`/product/${product.id}`}
              aria-label={`Choose a size of ${product.name}`}
              className={CARD_BUTTON}
            >
              Choose size
            </Link>
          )}
        </div>
      </div>
    </Card>
  );
}
