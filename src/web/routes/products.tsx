import { filterProducts, parseCatalogueQuery } from '../../core/catalogue-filter';
import { ProductCard } from '../components/product/product-card';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/products';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Our Products',
    description:
      'Shop natural shea-butter moisturisers, serums, cleansers, hair care and gift sets. Prices in KSH, delivery across Kenya and worldwide.',
    publicUrl: publicUrlOf(matches),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The filters live in the URL (SPEC §2: category and skinType preselect them), so the server
  // renders the filtered list; the filter controls arrive with the catalogue screen.
  const query = parseCatalogueQuery(new URL(request.url).searchParams);
  const all = await context.services.catalogue.listProducts();
  const shown = filterProducts(all, query);
  return {
    total: all.length,
    products: shown.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      tagline: p.tagline,
      priceCents: p.priceCents,
      category: p.category,
      skinTypes: p.skinTypes,
      featured: p.featured,
    })),
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { products, total } = loaderData;
  return (
    <>
      <PageIntro eyebrow="Shop" title="Our Products">
        <p>Pure shea butter care for face, body and hair, handmade in small batches.</p>
      </PageIntro>
      <PageContainer className="py-12">
        <p className="text-sm text-ink-muted" aria-live="polite">
          Showing {products.length} of {total} products
        </p>
        {products.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 text-center">
            <p className="text-lg text-earth-900">No products found matching your criteria.</p>
            <p className="mt-2 text-ink-muted">Try adjusting your filters or search terms.</p>
          </div>
        )}
      </PageContainer>
    </>
  );
}
