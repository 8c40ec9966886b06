// The not-found page: the spec's title, text and six links.
import { Link } from 'react-router';

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_TEXT =
  'Sorry, the page you are looking for could not be found. It might have been moved, deleted, or you entered an incorrect URL.';

const LINKS = [
  { to: '/', label: 'Back to Home' },
  { to: '/markets', label: 'View Markets' },
  { to: '/news', label: 'News' },
  { to: '/analysis', label: 'Analysis' },
  { to: '/shows', label: 'Shows' },
  { to: '/about', label: 'About' },
];

export function NotFoundPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-blue-700 dark:text-blue-400">404</p>
      <h1 className="mt-4 text-3xl font-bold">{NOT_FOUND_TITLE}</h1>
      <p className="muted mt-4">{NOT_FOUND_TEXT}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {LINKS.map((link, i) => (
          <li key={link.to}>
            <Link to={link.to} className={i === 0 ? 'btn-primary' : 'btn-secondary'}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
