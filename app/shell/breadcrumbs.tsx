// The breadcrumb trail built from the current path; hidden when it would show only Home.
import { ChevronRight } from 'lucide-react';
import { Link, useLocation, useMatches } from 'react-router';
import { buildBreadcrumbs } from '../../lib/breadcrumbs';

/** A route's `handle` may name its own crumb from its loader data. */
export interface CrumbHandle {
  crumb?: (data: unknown) => string | undefined;
}

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const page = useMatches().at(-1);
  const handle = page?.handle as CrumbHandle | undefined;
  const crumbs = buildBreadcrumbs(pathname, page?.loaderData ? handle?.crumb?.(page.loaderData) : undefined);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="mx-auto w-full max-w-7xl px-4 pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex min-w-0 items-center gap-1">
              {i > 0 && <ChevronRight aria-hidden size={14} className="muted shrink-0" />}
              {last ? (
                <span aria-current="page" className="min-w-0 truncate font-medium">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} className="link">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
