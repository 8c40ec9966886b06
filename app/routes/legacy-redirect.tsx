// Old paths /portfolio, /watchlist and /analytics move permanently to their dashboard pages.
import { redirect } from 'react-router';
import type { Route } from './+types/legacy-redirect';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/dashboard${url.pathname}${url.search}`, 301);
}
