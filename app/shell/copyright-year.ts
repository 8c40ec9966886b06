// The year of the site's copyright lines (the footer's, the terms page's): one source for both.
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';

/**
 * The year of the server's clock when it rendered the page (root loader), so hydration around New Year shows the
 * same; the browser's own only when the root data is missing.
 */
export function useCopyrightYear(): number {
  return useRouteLoaderData<typeof rootLoader>('root')?.year ?? new Date().getUTCFullYear();
}
