// Every path outside the route table. The loader's 404 renders the root ErrorBoundary's
// 'Page Not Found' page inside the site shell, with the right HTTP status.
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return null;
}
