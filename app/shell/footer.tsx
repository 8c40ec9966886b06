// The public footer: every section link, the second navigation and the copyright line.
import { Link } from 'react-router';
import { useCopyrightYear } from './copyright-year';
import { FOOTER_NAV, SECONDARY_NAV } from './nav';

export function Footer() {
  const year = useCopyrightYear();
  return (
    <footer className="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="text-lg font-extrabold">Blockcast</p>
          <p className="muted mt-2 text-sm">
            Crypto news, live market data and a 24/7 crypto television network.
          </p>
        </div>
        {FOOTER_NAV.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wide">{group.heading}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="footer-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-[var(--border)]">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p className="muted">© {year} Blockcast. All rights reserved.</p>
          <nav aria-label="Site">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {SECONDARY_NAV.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="footer-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
