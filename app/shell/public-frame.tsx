// The public page frame: skip link, header, loading indicator, breadcrumbs, page, footer.
import type { ReactNode } from 'react';
import type { PublicUser } from '../../platform/browser/account';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { Header } from './header';
import { PageLoading } from './page-loading';

export function PublicFrame({ user, children }: { user: PublicUser | null; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header user={user} />
      <PageLoading />
      <Breadcrumbs />
      <div className="flex-1">{children}</div>
      <Footer />
    </div>
  );
}
