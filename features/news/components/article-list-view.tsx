// A section's list page (/news, /press-releases, /expert-interviews, /tutorials): search, category chips, the
// articles of one page, newest first or best match first, and the pages. Works without scripts (links and a GET form).
import { Pager } from '../../../ui/pager';
import { Form, Link } from 'react-router';
import { NEWS_CATEGORIES } from '../categories';
import { resultCount, type ArticleList } from '../rules';
import { listPath as href, type Section } from '../sections';
import { ArticleListItem } from './article-parts';

export interface ArticleListData extends ArticleList {
  pages: number;
  category: string | null;
  search: string;
  /** Why the search text could not be used (too long), if it could not. */
  searchError?: string | null;
  /** A better spelled search that finds more, when this one found next to nothing. */
  suggestion?: string | null;
  now: number;
}

export function ArticleListView({ section, list }: { section: Section; list: ArticleListData }) {
  const { category, search } = list;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight">{section.heading}</h1>
      <p className="muted mt-2">{section.description}</p>
      <Form method="get" role="search" className="mt-5 flex gap-2" action={section.path}>
        {category && <input type="hidden" name="category" value={category} />}
        <label htmlFor="section-search" className="sr-only">
          Search {section.label.toLowerCase()}
        </label>
        <input
          id="section-search"
          name="search"
          type="search"
          defaultValue={search}
          key={search}
          maxLength={100}
          placeholder={`Search ${section.label.toLowerCase()}…`}
          className="field min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>
      <nav aria-label="Categories" className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1 md:flex-wrap">
        {[null, ...NEWS_CATEGORIES].map((c) => (
          <Link
            key={c ?? 'All'}
            to={href(section, { category: c, search })}
            className="chip shrink-0 whitespace-nowrap"
            aria-current={c === category ? 'page' : undefined}
            preventScrollReset
          >
            {c ?? 'All'}
          </Link>
        ))}
      </nav>
      {list.searchError ? (
        <p className="form-error mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1" role="alert">
          <span>{list.searchError}</span>
          <Link className="link" to={href(section, { category })}>
            Clear search
          </Link>
        </p>
      ) : (
        search && (
          <p className="mt-5 text-sm" role="status">
            {list.total === 0
              ? `No results for “${search}”.`
              : `${resultCount(list.total)} for “${search}”, best match first.`}{' '}
            <Link className="link" to={href(section, { category })}>
              Clear search
            </Link>
          </p>
        )
      )}
      {list.suggestion && (
        <p className="mt-2 text-sm">
          Did you mean{' '}
          <Link className="link font-semibold" to={href(section, { category, search: list.suggestion })}>
            {list.suggestion}
          </Link>
          ?
        </p>
      )}
      {list.items.length === 0 ? (
        !search && !list.searchError && <p className="card muted mt-6 p-8 text-center">{section.empty}</p>
      ) : (
        <ul className="mt-6 divide-y" style={{ borderColor: 'var(--border)' }}>
          {list.items.map((a, i) => (
            <li key={a.id} className="py-5" style={{ borderColor: 'var(--border)' }}>
              <ArticleListItem article={a} now={list.now} eager={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.page} pages={list.pages} href={(page) => href(section, { category, search, page })} />
    </main>
  );
}
