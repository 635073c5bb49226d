import { webManifest } from '../../core/web-manifest';

export function loader() {
  return new Response(JSON.stringify(webManifest()), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
