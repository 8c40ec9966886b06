// The informational and legal pages: about, team, careers, press, advertising, terms, privacy, help.
import { useMatches } from 'react-router';
import { infoPages, isInfoPageKey, type InfoPage } from '../../features/info/pages';
import { seo } from '../seo';
import { useCopyrightYear } from '../shell/copyright-year';
import type { Route } from './+types/info-page';

function pageFor(routeId: string | undefined): InfoPage {
  const key = routeId?.replace(/^info-/, '') ?? '';
  return isInfoPageKey(key) ? infoPages[key] : infoPages.about;
}

export const meta: Route.MetaFunction = (args) => {
  const page = pageFor(args.matches.at(-1)?.id);
  return seo(args, { title: page.title, description: page.description });
};

export default function InfoPageRoute() {
  const page = pageFor(useMatches().at(-1)?.id);
  const year = useCopyrightYear();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{page.heading}</h1>
      <div className="prose-page mt-8">
        <page.Body year={year} />
      </div>
    </main>
  );
}
