import { Link } from 'react-router';
import { CATEGORY_LABELS, type Category } from '../../../../core/catalogue-terms';
import { formatPrice } from '../../../../core/currency-format';
import { galleryPicture } from '../../../../core/images';
import { Card } from '../../ui/card';
import { ResponsiveImage } from '../../ui/responsive-image';
import { StockFigure } from './stock-figure';

export interface ProductListItem {
  id: number;
  name: string;
  slug: string;
  priceCents: number;
  category: Category;
  image: string;
  stockQuantity: number;
  lowStock: boolean;
  hidden: boolean;
  featured: boolean;
  /** Every size with its own stock; switched-off ones are listed as such. */
  variants: { id: number; label: string; stockQuantity: number; active: boolean; lowStock: boolean }[];
  /** Shoppers waiting to hear it is back in stock: demand the stock figure does not show. */
  waiting: number;
}

/**
 * One row per product: picture, name (to its edit page), price, category, stock of each size, and
 * how many shoppers wait for it to come back.
 */
export function ProductList({ products }: { products: ProductListItem[] }) {
  return (
    <Card as="ul" look="flat" className="divide-y divide-line overflow-hidden">
      {products.map((product) => (
        <li
          key={product.id}
          className="grid grid-cols-[3.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1 p-3 sm:grid-cols-[3.5rem_minmax(0,1fr)_auto] sm:gap-x-4"
        >
          <div className="row-span-2 size-14 overflow-hidden rounded-control bg-shea-200 sm:row-span-1">
            {product.image && (
              <ResponsiveImage
                picture={galleryPicture(product.image)}
                sizes="3.5rem"
                alt=""
                className="size-full object-cover"
              />
            )}
          </div>
          <div className="min-w-0">
            <Link
              to={`/admin/products/${product.id}`}
              className="font-semibold break-words text-earth-900 underline-offset-4 hover:underline"
            >
              {product.name}
            </Link>
            <p className="text-sm text-ink-muted">
              {formatPrice(product.priceCents, 'KES')} ·{' '}
              {CATEGORY_LABELS[product.category] ?? product.category}
              {product.featured && ' · Featured'}
              {product.hidden && (
                <span className="ml-1.5 rounded-full bg-shea-200 px-2 py-0.5 text-xs font-semibold text-earth-900">
                  Hidden
                </span>
              )}
            </p>
          </div>
          <div className="col-start-2 sm:col-start-3 sm:text-right">
            {product.variants.length === 1 ? (
              <StockFigure stock={product.variants[0]!.stockQuantity} low={product.variants[0]!.lowStock} />
            ) : (
              <ul aria-label={`Stock of ${product.name} by size`} className="space-y-0.5">
                {product.variants.map((size) => (
                  <li key={size.id} className="flex flex-wrap items-center gap-x-2 sm:justify-end">
                    <span className="text-sm text-ink-muted">{size.label}</span>
                    {size.active ? (
                      <StockFigure stock={size.stockQuantity} low={size.lowStock} />
                    ) : (
                      <span className="text-sm text-ink-muted">Off sale</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {product.waiting > 0 && (
              <p className="text-sm font-semibold text-earth-800">
                {product.waiting} {product.waiting === 1 ? 'shopper waits' : 'shoppers wait'} for it
              </p>
            )}
          </div>
        </li>
      ))}
    </Card>
  );
}
