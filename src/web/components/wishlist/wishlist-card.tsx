import { ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { galleryPicture } from '../../../core/images';
import { useCurrency } from '../../lib/currency-context';
import { useAddToCart } from '../../lib/use-add-to-cart';
import type { WishlistItem } from '../../../core/wishlist-item';
import { Card } from '../ui/card';
import { ResponsiveImage } from '../ui/responsive-image';

// SPEC §4 and §9: a removed card fades for 1 second.
const FADE_MS = 1000;
// One card to a row on phones, then two, three from 1024 px and four from 1280 px in the 76rem page.
const PICTURE_SIZES =
  '(min-width: 1280px) 17rem, (min-width: 1024px) calc(33vw - 2.25rem), (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)';

const ADD_BUTTON =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full bg-earth-700 px-4 text-sm font-semibold text-shea-50 hover:bg-earth-800 disabled:cursor-not-allowed disabled:bg-shea-300 disabled:text-earth-900';

interface WishlistCardProps {
  item: WishlistItem;
  onRemove: (productId: number) => Promise<unknown>;
}

export function WishlistCard({ item, onRemove }: WishlistCardProps) {
  const { formatPrice } = useCurrency();
  const addToCart = useAddToCart();
  const [removing, setRemoving] = useState(false);

  const remove = () => {
    setRemoving(true);
    window.setTimeout(() => {
      void onRemove(item.productId).finally(() => setRemoving(false));
    }, FADE_MS);
  };

  return (
    <Card
      as="article"
      className={`flex h-full flex-col overflow-hidden transition-opacity duration-1000 ${
        removing ? 'opacity-0' : 'opacity-100'
      }`}
    >
      <Link to={`/product/${item.productId}`} className="block aspect-square overflow-hidden bg-shea-200">
        <ResponsiveImage
          picture={galleryPicture(item.image)}
          sizes={PICTURE_SIZES}
          alt={item.name}
          className="size-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg leading-snug text-earth-900">
          <Link to={`/product/${item.productId}`} className="hover:underline">
            {item.name}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-ink-muted">{item.description}</p>
        <p className="text-lg font-semibold text-earth-700">
          {item.priceVaries && <span className="text-sm font-normal text-ink-muted">From </span>}
          {formatPrice(item.priceCents)}
        </p>
        {!item.inStock && <p className="text-sm font-semibold text-red-800">Out of Stock</p>}
        <div className="mt-auto flex gap-2 pt-2">
          {item.oneSize || !item.inStock ? (
            <button
              type="button"
              disabled={!item.inStock || !item.oneSize || removing}
              onClick={() =>
                item.oneSize &&
                addToCart({
                  id: item.productId,
                  variantId: item.oneSize.variantId,
                  size: item.oneSize.label,
                  name: item.name,
                  priceCents: item.priceCents,
                  image: item.image,
                  inStock: item.inStock,
                })
              }
              className={ADD_BUTTON}
            >
              <ShoppingBag className="size-4" aria-hidden="true" />
              Add to Cart
            </button>
          ) : (
            // A saved product is any of its sizes: the shopper picks one on its page.
            <Link to={`/product/${item.productId}`} className={ADD_BUTTON}>
              Choose a size
            </Link>
          )}
          <button
            type="button"
            onClick={remove}
            disabled={removing}
            aria-label={`Remove ${item.name} from wishlist`}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line text-ink-muted hover:bg-shea-200 hover:text-red-800"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </Card>
  );
}
