import { Link } from 'react-router';
import { SKIN_TYPE_LABELS, type Category, type SkinType } from '../../../core/catalogue-terms';
import { formatPrice } from '../../../core/currency-format';
import { productImage } from '../../../core/images';
import { productBadge } from './product-badge';

/** The fields a card needs; loaders pick exactly these from the catalogue's Product. */
export interface ProductCardData {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  priceCents: number;
  category: Category;
  skinTypes: SkinType[];
  featured: boolean;
}

interface ProductCardProps {
  product: ProductCardData;
  /** The card's heading level, one below the heading of the list it sits in. */
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({ product, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const image = productImage(product.slug);
  const badge = productBadge(product);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow hover:shadow-lg">
      <div className="relative aspect-square overflow-hidden bg-shea-200">
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          width={image.width}
          height={image.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
        {badge && (
          <span className="absolute top-3 left-3 rounded-full bg-earth-700 px-3 py-1 text-xs font-semibold text-shea-50">
            {badge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
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
        <p className="mt-auto pt-2 text-lg font-semibold text-earth-700">
          {formatPrice(product.priceCents, 'KES')}
        </p>
      </div>
    </article>
  );
}
