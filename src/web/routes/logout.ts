import { redirect } from 'react-router';
import { signOut } from '../lib/auth.server';
import type { Route } from './+types/logout';

// Signing out changes state, so it is a POST (a link or a prefetch must never sign anyone out).
export async function action({ context }: Route.ActionArgs) {
  return redirect('/', { headers: await signOut(context) });
}

export function loader() {
  return redirect('/');
}
