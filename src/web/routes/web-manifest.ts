import { webManifest } from '../../core/web-manifest';
import type { Route } from './+types/web-manifest';

export async function loader({ context }: Route.LoaderArgs) {
  const { brand } = await context.services.settings.read();
  return new Response(JSON.stringify(webManifest(brand)), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      // Asked again each time a browser looks: it names the shop, which the owner may rename.
      'Cache-Control': 'no-cache',
    },
  });
}
