import { robotsTxt } from '../lib/sitemap';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.publicUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
