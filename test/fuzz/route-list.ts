import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every method and URL the app has registered, read from Fastify's own route tree so a new
 * endpoint shows up here without anyone listing it. HEAD is left out: Fastify adds it to every GET.
 */
export function registeredRoutes(server: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  // Each line is "│   ├── segment (GET, HEAD)": the depth is the indent in steps of 4, and a
  // route's URL is its segment appended to its ancestors' segments.
  const trail: string[] = [];
  for (const line of server.printRoutes().split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    trail.length = depth;
    trail.push(match[2]!);
    const url = trail.join('');
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  if (routes.length === 0) throw new Error('could not read the route tree of the app');
  return routes;
}
