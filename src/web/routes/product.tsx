import { ArrowLeft, Check, X } from 'lucide-react';
import { data, Link } from 'react-router';
import { SKIN_TYPE_LABELS } from '../../core/catalogue-terms';
import { buttonClasses } from '../components/ui/button-styles';
import { PageContainer } from '../components/ui/page-container';
import { formatPrice } from '../../core/currency-format';
import { productImage } from '../../core/images';
import { productIdField } from '../../core/product-id';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/product';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const product = loaderData?.product;
  if (!product) {
    return pageMeta({
      title: 'Product Not Found',
      description: "Sorry, the product you're looking for doesn't exist.",
      noIndex: true,
    });
  }
  return pageMeta({
    title: product.name,
    description: product.tagline,
    publicUrl: publicUrlOf(matches),
    image: productImage(product.slug).src,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  // An id that cannot exist (not a positive integer that fits the column) is simply not found.
  const id = productIdField.safeParse(params.id);
  const product = id.success ? await context.services.catalogue.getProduct(id.data) : null;
  if (!product) return data({ product: null }, { status: 404 });
  return {
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      tagline: product.tagline,
      description: product.description,
      priceCents: product.priceCents,
      skinTypes: product.skinTypes,
      size: product.size,
      inStock: product.inStock,
    },
  };
}

function BackLink() {
  return (
    <Link
      to="/products"
      className="inline-flex items-center gap-2 text-sm font-medium text-earth-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Products
    </Link>
  );
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  if (!product) {
    return (
      <PageContainer className="py-section text-center">
        <h1 className="text-3xl text-earth-900 sm:text-4xl">Product Not Found</h1>
        <p className="mt-3 text-ink-muted">Sorry, the product you're looking for doesn't exist.</p>
        <Link to="/products" className={`${buttonClasses('primary')} mt-8`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Products
        </Link>
      </PageContainer>
    );
  }

  const image = productImage(product.slug);
  return (
    <PageContainer className="py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-x-2">
          <li>
            <Link to="/" className="hover:text-earth-900 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/products" className="hover:text-earth-900 hover:underline">
              Products
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <span aria-current="page" className="text-earth-900">
              {product.name}
            </span>
          </li>
        </ol>
      </nav>
      <div className="mt-4">
        <BackLink />
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-16">
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="(min-width: 1024px) 36rem, 100vw"
          width={image.width}
          height={image.height}
          alt={product.name}
          fetchPriority="high"
          decoding="async"
          className="aspect-square w-full rounded-panel bg-shea-200 object-cover shadow-card"
        />
        <div>
          <h1 className="text-3xl text-earth-900 sm:text-4xl">{product.name}</h1>
          <p className="mt-2 text-lg text-ink-muted">{product.tagline}</p>
          <p className="mt-6 text-3xl font-semibold text-earth-700">
            {formatPrice(product.priceCents, 'KES')}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{product.size}</p>
          <p className="mt-4">
            {product.inStock ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-sage-100 px-3 py-1 text-sm font-semibold text-sage-700">
                <Check className="size-4" aria-hidden="true" />
                In Stock
              </span>
            ) : (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-shea-200 px-3 py-1 text-sm font-semibold text-earth-800">
                <X className="size-4" aria-hidden="true" />
                Out of Stock
              </span>
            )}
          </p>
          {product.skinTypes.length > 0 && (
            <div className="mt-6">
              <h2 className="font-sans text-sm font-semibold text-earth-900">Suitable for</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {product.skinTypes.map((type) => (
                  <li
                    key={type}
                    className="rounded-full border border-sage-300 px-3 py-1 text-sm text-sage-700"
                  >
                    {SKIN_TYPE_LABELS[type]} skin
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-8 border-t border-line pt-6">
            <h2 className="font-sans text-sm font-semibold text-earth-900">Description</h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-ink">{product.description}</p>
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
