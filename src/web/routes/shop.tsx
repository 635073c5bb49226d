import { redirect } from 'react-router';
import type { Route } from './+types/shop';

// DESIGN §5: SPEC's 'Continue Shopping' pointed at /shop; old links land on the catalogue for good.
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/products${search}`, 301);
}
