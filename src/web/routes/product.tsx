import { ArrowLeft, Check, X } from 'lucide-react';
import { Link, useRouteLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { SKIN_TYPE_LABELS } from '../../core/catalogue-terms';
import { shopDecimalToCents } from '../../core/money';
import { chosenVariant, picturesForVariant, variantPicture } from '../../core/product-variants';
import { useCurrency } from '../lib/currency-context';
import { ProductGallery } from '../components/product/product-gallery';
import { BackInStockForm } from '../components/product/back-in-stock-form';
import { BuyNowButton } from '../components/product/buy-now-button';
import { ProductPurchase } from '../components/product/product-purchase';
import { ProductTabs } from '../components/product/product-tabs';
import { SizePicker } from '../components/product/size-picker';
import { TrustBadges } from '../components/product/trust-badges';
import { buttonClasses } from '../components/ui/button-styles';
import { PageContainer } from '../components/ui/page-container';
import { StarRating } from '../components/ui/star-rating';
import { KEEP_CLEAR_OF_CHAT } from '../lib/chat-clearance';
import { brandOf, pageMeta, publicUrlOf } from '../lib/meta';
import { productStructuredData } from '../lib/product-structured-data';
import type { Route } from './+types/product';
import { loadProductPage, waitForProduct } from './product.server';
import type { loader as rootLoader } from '../root';
import { sharedPageHeaders } from '../../core/shared-page';

// The same for every signed-out shopper: the server may keep the rendered page.
export const headers = sharedPageHeaders;

/** The size a page at this address shows: the one `?size=` names if on sale, else the first in stock. */
function sizeOf<V extends { id: number; inStock: boolean }>(variants: readonly V[], search: string) {
  const wanted = Number(new URLSearchParams(search).get('size'));
  return chosenVariant(variants, Number.isSafeInteger(wanted) ? wanted : null)!;
}

// Picking a size changes only `?size=`: the page already holds every size, so nothing is fetched.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameButSize = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('size');
    return `${url.pathname}?${params.toString()}`;
  };
  if (currentUrl.pathname === nextUrl.pathname && sameButSize(currentUrl) === sameButSize(nextUrl))
    return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const product = loaderData?.product;
  if (!product) {
    return pageMeta(matches, {
      title: 'Product Not Found',
      description: "Sorry, the product you're looking for doesn't exist.",
      noIndex: true,
    });
  }
  const publicUrl = publicUrlOf(matches);
  const url = `${publicUrl}/product/${product.id}`;
  const size = sizeOf(product.variants, location.search);
  // A product without pictures shares the shop's own image.
  const image = variantPicture(size, product.images) || undefined;
  return [
    ...pageMeta(matches, { title: product.name, description: product.tagline, image }).map((tag) =>
      'property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'product' } : tag,
    ),
    { property: 'og:url', content: url },
    { property: 'product:price:amount', content: size.price },
    { property: 'product:price:currency', content: 'KES' },
    { name: 'twitter:title', content: product.name },
    { name: 'twitter:description', content: product.tagline },
    { name: 'twitter:image', content: `${publicUrl}${image ?? ''}` },
    { tagName: 'link', rel: 'canonical', href: url },
    { 'script:ld+json': productStructuredData(product, url, publicUrl, brandOf(matches).shopName) },
  ];
}

export function loader({ params, context }: Route.LoaderArgs) {
  return loadProductPage(context, params.id);
}

// Only browsers without JavaScript post here ('Notify me when it's back'); scripts call the API.
export function action({ request, context, params }: Route.ActionArgs) {
  return waitForProduct(request, context, params.id);
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

function ProductNotFound() {
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

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const { product, summary, reviews } = loaderData;
  const { formatPrice } = useCurrency();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const [searchParams] = useSearchParams();
  if (!product) return <ProductNotFound />;
  const size = sizeOf(product.variants, `?${searchParams.toString()}`);

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
        {/* A size with its own picture leads with it; the gallery starts again when that changes. */}
        <ProductGallery
          key={size.image ?? ''}
          images={picturesForVariant(size, product.images)}
          name={product.name}
        />
        <div>
          <h1 className="text-3xl text-earth-900 sm:text-4xl">{product.name}</h1>
          <p className="mt-2 text-lg text-ink-muted">{product.tagline}</p>
          <div className="mt-3 flex items-center gap-2 text-sm text-ink-muted">
            {summary && summary.count > 0 && summary.average !== null ? (
              <>
                <StarRating rating={summary.average} />
                <span>
                  {summary.average.toFixed(1)} ({summary.count} {summary.count === 1 ? 'review' : 'reviews'})
                </span>
              </>
            ) : (
              <span>No reviews yet</span>
            )}
          </div>
          <p className="mt-6 text-3xl font-semibold text-earth-700" aria-live="polite">
            {formatPrice(shopDecimalToCents(size.price))}
          </p>
          {product.variants.length > 1 ? (
            <SizePicker sizes={product.variants} chosen={size.id} />
          ) : (
            <p className="mt-1 text-sm text-ink-muted">{size.label}</p>
          )}
          <p className="mt-4">
            {size.inStock ? (
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
          {!size.inStock && (
            <div className="mt-6">
              {/* Sold out in every size: any size coming back will do. Else the shopper waits for this one. */}
              <BackInStockForm
                key={size.id}
                productId={product.id}
                variantId={product.inStock ? size.id : undefined}
                what={product.variants.length > 1 ? `${product.name} (${size.label})` : product.name}
                serverResult={actionData?.notify}
              />
            </div>
          )}
          {product.skinType.length > 0 && (
            <div className="mt-6">
              <h2 className="font-sans text-sm font-semibold text-earth-900">Suitable for</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {product.skinType.map((type) => (
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
          <div {...KEEP_CLEAR_OF_CHAT} className="mt-8 border-t border-line pt-6">
            <ProductPurchase
              product={{
                id: product.id,
                variantId: size.id,
                size: size.label,
                name: product.name,
                priceCents: shopDecimalToCents(size.price),
                image: variantPicture(size, product.images),
                inStock: size.inStock,
              }}
              whatsappNumber={root?.shop.whatsappNumber ?? ''}
              buyNow={
                // Null with SHOPIFY_MODE=off: the shop has no global store.
                loaderData.storefront && (
                  <BuyNowButton
                    shopifyProductId={product.shopifyProductId}
                    shopifyVariantId={size.shopifyVariantId}
                    storefront={loaderData.storefront}
                    className="w-full"
                  />
                )
              }
            />
          </div>
          <div className="mt-8">
            <TrustBadges />
          </div>
        </div>
      </div>

      <ProductTabs
        productId={product.id}
        description={product.description}
        ingredients={product.ingredients}
        howToUse={product.howToUse}
        reviews={reviews}
      />
    </PageContainer>
  );
}
