import { sitemapXml } from '../lib/sitemap';
import type { Route } from './+types/sitemap';

export async function loader({ context }: Route.LoaderArgs) {
  const products = await context.services.catalogue.listProducts();
  const body = sitemapXml(
    context.publicUrl,
    products.map((p) => p.id),
  );
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
