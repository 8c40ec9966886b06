// The newsroom's editor: the articles (drafts, scheduled and published, newest change first), filtered by type and
// title, a page at a time, with Unpublish and Publish again; Edit and New article open the form (article-form.tsx).
import { useState, type FormEvent } from 'react';
import { Table } from '../../../ui/data-table';
import { useSession } from '../../../platform/browser/session';
import { FormMessage } from '../../auth';
import type { EditorArticle } from '../../news';
import { articleColumns, LOOK, STATE_LABELS, TYPE_LABELS } from './article-columns';
import { ArticleForm } from './article-form';
import { articlesPath, editorPageOf, setArticleVisible } from './article-requests';
import { pageLabel } from './format';
import { useAdminData } from './use-admin-data';

type Notice = { kind: 'error' | 'success'; text: string };

export function ArticlesPanel() {
  const [query, setQuery] = useState({ type: '', search: '', page: 1 });
  const list = useAdminData(articlesPath(query.type, query.search, query.page), editorPageOf);
  const [editing, setEditing] = useState<EditorArticle | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { authFetch } = useSession();

  async function setVisible(article: EditorArticle, visible: boolean) {
    setBusyId(article.id);
    const result = await setArticleVisible(authFetch, article.id, visible);
    setBusyId(null);
    if (!result.ok) return setNotice({ kind: 'error', text: result.error });
    setNotice({
      kind: 'success',
      text: visible
        ? `“${article.title}” is published again.`
        : `Unpublished “${article.title}”: readers no longer see it${article.ingested ? ', and its feed will not bring it back' : ''}.`,
    });
    list.reload();
  }

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setQuery({
      type: String(form.get('type') ?? ''),
      search: String(form.get('search') ?? '').trim(),
      page: 1,
    });
  }

  if (editing) {
    return (
      <ArticleForm
        article={editing === 'new' ? null : editing}
        onDone={(saved) => {
          setEditing(null);
          if (saved) {
            setNotice({
              kind: 'success',
              text: `Saved “${saved.title}” (${STATE_LABELS[saved.state].toLowerCase()}).`,
            });
            list.reload();
          }
        }}
      />
    );
  }

  const page = list.data;
  return (
    <section aria-labelledby="admin-articles-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="admin-articles-heading" className="text-xl font-bold">
          Articles
        </h2>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          New article
        </button>
      </div>
      <form role="search" className="flex flex-wrap items-end gap-2" onSubmit={filter}>
        <label className="text-sm">
          <span className="field-label">Type</span>
          <select name="type" className="field" defaultValue={query.type}>
            <option value="">All</option>
            {Object.entries(TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="field-label">Title contains</span>
          <input name="search" type="search" className="field" maxLength={100} defaultValue={query.search} />
        </label>
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </form>
      {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
      {list.error && <FormMessage kind="error">{list.error}</FormMessage>}
      {!page ? (
        <p className="muted">{list.loading ? 'Loading articles…' : ''}</p>
      ) : page.items.length === 0 ? (
        <p className="muted">No articles match.</p>
      ) : (
        // relative: the table's sr-only texts (position: absolute) are clipped by this box; without it they sat past
        // the table's right edge and widened the page on a phone (409 px at 375).
        <div className="relative overflow-x-auto">
          <Table
            look={LOOK}
            caption="Articles, most recently changed first"
            columns={articleColumns({
              edit: setEditing,
              setVisible: (a, on) => void setVisible(a, on),
              busyId,
            })}
            rows={page.items}
            rowKey={(a) => a.id}
          />
          <div className="mt-3 flex items-center justify-between text-sm">
            <button
              type="button"
              className="btn-secondary"
              disabled={page.page <= 1}
              onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}
            >
              Previous
            </button>
            <span className="muted">
              {pageLabel(page.page, Math.max(1, Math.ceil(page.total / page.pageSize)))}
            </span>
            <button
              type="button"
              className="btn-secondary"
              disabled={page.page * page.pageSize >= page.total}
              onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}
            >
              Next
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
