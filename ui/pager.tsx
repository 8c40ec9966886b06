// Previous / 'Page n of m' / Next under a paged list; links, so it works without scripts.
import { Link } from 'react-router';

export function Pager({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link className="btn-secondary" to={href(page - 1)}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="muted">{`Page ${page} of ${pages}`}</span>
      {page < pages ? (
        <Link className="btn-secondary" to={href(page + 1)}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
