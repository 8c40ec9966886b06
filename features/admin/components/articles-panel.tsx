// The newsroom's editor: the articles (drafts, scheduled and published, newest change first) and a form to write
// or edit one in Markdown, with a preview, a picture upload, and Save as draft, Publish now or Schedule.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Result } from '../../../lib/result';
import { uploadFailed } from '../../../lib/upload-failed';
import { LIST_TABLE, Table, type Column, type TableLook } from '../../../ui/data-table';
import { apiPost, failureMessage, type AuthFetch } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';
import { FormMessage } from '../../auth';
import {
  ARTICLE_CATEGORIES,
  articlePath,
  TITLE_MAX,
  type ArticleType,
  type EditorArticle,
  type EditorPage,
} from '../../news';
import { formatWhen, pageLabel } from './format';
import { useAdminData } from './use-admin-data';

type Notice = { kind: 'error' | 'success'; text: string };

const TYPE_LABELS: Record<ArticleType, string> = {
  news: 'News',
  press_release: 'Press release',
  interview: 'Interview',
  tutorial: 'Tutorial',
};
const STATE_LABELS = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;
/** A feed's story taken down by an editor: hidden, not a draft anyone is writing. */
const stateLabel = (a: EditorArticle) =>
  a.ingested && a.state === 'draft' ? 'Hidden' : STATE_LABELS[a.state];

/** A feed's story opens its page here (its url is the original's). */
const publicPath = (a: EditorArticle) => articlePath(a.type, a.slug);

const listPath = (type: string, search: string, page: number) => {
  const q = new URLSearchParams({ page: String(page) });
  if (type) q.set('type', type);
  if (search) q.set('search', search);
  return `/api/admin/articles?${q}`;
};

async function send<T>(
  authFetch: AuthFetch,
  method: string,
  path: string,
  body: BodyInit,
  json = true,
): Promise<Result<T>> {
  try {
    const res = await authFetch(path, {
      method,
      headers: json ? { 'Content-Type': 'application/json' } : undefined,
      body,
      signal: AbortSignal.timeout(30_000),
    });
    const answer = (await res.json().catch(() => null)) as { data?: T; error?: string } | null;
    if (res.ok && answer?.data !== undefined) return { ok: true, data: answer.data };
    return { ok: false, error: answer?.error ?? `Server error: ${res.status}` };
  } catch (err) {
    return { ok: false, error: failureMessage(err) };
  }
}

/** The list's headers are bold, as the editor's own labels. */
const LOOK: TableLook = { ...LIST_TABLE, headCell: 'py-2 pr-3 last:pr-0' };

function articleColumns(actions: {
  edit: (article: EditorArticle) => void;
  setVisible: (article: EditorArticle, visible: boolean) => void;
  busyId: number | null;
}): Column<EditorArticle>[] {
  const { edit, setVisible, busyId } = actions;
  return [
    {
      key: 'title',
      header: 'Title',
      cellClass: () => 'font-medium',
      cell: (a) => (
        <>
          {a.state === 'published' ? (
            <a className="link" href={a.ingested ? publicPath(a) : a.url}>
              {a.title}
            </a>
          ) : (
            a.title
          )}
          {a.ingested && <span className="muted block text-xs font-normal">From a feed</span>}
        </>
      ),
    },
    { key: 'type', header: 'Type', cell: (a) => TYPE_LABELS[a.type] },
    {
      key: 'state',
      header: 'State',
      cell: (a) => (
        <>
          {stateLabel(a)}
          {a.state === 'scheduled' && <span className="muted"> for {formatWhen(a.publishedAt)}</span>}
        </>
      ),
    },
    { key: 'changed', header: 'Changed', cell: (a) => formatWhen(a.updatedAt) },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      cellClass: () => 'text-right',
      cell: (a) => (
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary px-3 py-1" onClick={() => edit(a)}>
            Edit<span className="sr-only"> {a.title}</span>
          </button>
          {a.state !== 'draft' ? (
            <button
              type="button"
              className="btn-secondary px-3 py-1"
              disabled={busyId === a.id}
              onClick={() => setVisible(a, false)}
            >
              Unpublish<span className="sr-only"> {a.title}</span>
            </button>
          ) : (
            a.ingested && (
              <button
                type="button"
                className="btn-secondary px-3 py-1"
                disabled={busyId === a.id}
                onClick={() => setVisible(a, true)}
              >
                Publish again<span className="sr-only"> {a.title}</span>
              </button>
            )
          )}
        </div>
      ),
    },
  ];
}

export function ArticlesPanel() {
  const [query, setQuery] = useState({ type: '', search: '', page: 1 });
  const list = useAdminData<EditorPage>(listPath(query.type, query.search, query.page));
  const [editing, setEditing] = useState<EditorArticle | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { authFetch } = useSession();

  async function setVisible(article: EditorArticle, visible: boolean) {
    setBusyId(article.id);
    const result = await send<EditorArticle>(
      authFetch,
      'POST',
      `/api/admin/articles/${article.id}/visibility`,
      JSON.stringify({ visible }),
    );
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

/** A local date-time for the input, from an ISO time. */
/** Why the preview lacks pictures the Markdown names: readers would not see them either. */
export const pictureNotice = (n: number) =>
  `${n === 1 ? '1 picture is' : `${n} pictures are`} left out: pictures show from an upload, or from a site on the image list.`;

/**
 * A text field with its length beside its label ('37/200'): a paste past the limit is cut by the browser, and the
 * count at its limit shows it was.
 */
function LimitedField({
  label,
  max,
  initial,
  children,
}: {
  label: string;
  max: number;
  initial?: string;
  children: (field: {
    id: string;
    maxLength: number;
    defaultValue?: string;
    'aria-describedby': string;
    onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  }) => ReactNode;
}) {
  const [length, setLength] = useState(initial?.length ?? 0);
  const id = useId();
  return (
    <div className="text-sm md:col-span-2">
      <div className="flex justify-between gap-2">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <span
          id={`${id}-count`}
          className={length >= max ? 'font-semibold text-amber-800 dark:text-amber-300' : 'muted'}
        >
          {length}/{max} characters{length >= max && ', the limit'}
        </span>
      </div>
      {children({
        id,
        maxLength: max,
        defaultValue: initial,
        'aria-describedby': `${id}-count`,
        onInput: (event) => setLength(event.currentTarget.value.length),
      })}
    </div>
  );
}

const localInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function ArticleForm({
  article,
  onDone,
}: {
  article: EditorArticle | null;
  onDone(saved?: EditorArticle): void;
}) {
  const { authFetch } = useSession();
  const [state, setState] = useState<'draft' | 'published' | 'scheduled'>(article?.state ?? 'draft');
  const [imageUrl, setImageUrl] = useState(article?.imageUrl ?? '');
  const [preview, setPreview] = useState<{ html: string; leftOut: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'upload' | 'preview' | null>(null);
  const fromFeed = article?.ingested === true;
  // The list the Edit button was in is gone: the form starts in view below the sticky header, focus on its Title
  // (not left on the page's body, wherever the list had been scrolled to).
  const top = useRef<HTMLElement>(null);
  const title = useRef<HTMLInputElement>(null);
  useEffect(() => {
    top.current?.scrollIntoView({ block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, []);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const publishAt = text('publishAt');
    const body = {
      type: text('type'),
      title: text('title'),
      description: text('description'),
      category: text('category'),
      tags: text('tags')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      sourceName: text('sourceName') || undefined,
      markdown: String(form.get('markdown') ?? ''),
      imageUrl: imageUrl.trim() || undefined,
      status: state,
      publishAt: state === 'scheduled' && publishAt ? new Date(publishAt).toISOString() : undefined,
    };
    setBusy('save');
    setError(null);
    const result = article
      ? await send<EditorArticle>(authFetch, 'PUT', `/api/admin/articles/${article.id}`, JSON.stringify(body))
      : await send<EditorArticle>(authFetch, 'POST', '/api/admin/articles', JSON.stringify(body));
    setBusy(null);
    if (result.ok) onDone(result.data);
    else setError(result.error);
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setBusy('upload');
    setError(null);
    const result = await send<{ url: string }>(authFetch, 'POST', '/api/admin/uploads', form, false);
    setBusy(null);
    if (result.ok) setImageUrl(result.data.url);
    else setError(uploadFailed(result.error));
  }

  async function showPreview(markdown: string) {
    setBusy('preview');
    const result = await apiPost<{ html: string; leftOut: number }>(
      authFetch,
      '/api/admin/articles/preview',
      {
        markdown,
      },
    );
    setBusy(null);
    if (result.ok) setPreview(result.data);
    else setError(result.error);
  }

  return (
    <section ref={top} aria-labelledby="article-form-heading" className="scroll-mt-28 space-y-4">
      <h2 id="article-form-heading" className="text-xl font-bold">
        {article ? `Edit “${article.title}”` : 'New article'}
      </h2>
      <form className="grid gap-4 md:grid-cols-2" onSubmit={save}>
        <label className="text-sm">
          <span className="field-label">Type</span>
          <select name="type" className="field w-full" defaultValue={article?.type ?? 'news'}>
            {Object.entries(TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="field-label">Category</span>
          <select name="category" className="field w-full" defaultValue={article?.category ?? 'Bitcoin'}>
            {ARTICLE_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <LimitedField label="Title" max={TITLE_MAX} initial={article?.title}>
          {(field) => (
            <input ref={title} name="title" className="field w-full" required minLength={5} {...field} />
          )}
        </LimitedField>
        <LimitedField label="Summary" max={400} initial={article?.description}>
          {(field) => <textarea name="description" className="field w-full" rows={2} {...field} />}
        </LimitedField>
        <label className="text-sm">
          <span className="field-label">Tags (comma-separated)</span>
          <input name="tags" className="field w-full" defaultValue={article?.tags.join(', ')} />
        </label>
        <label className="text-sm">
          <span className="field-label">Source (empty: Blockcast Media Network)</span>
          <input
            name="sourceName"
            className="field w-full"
            maxLength={100}
            defaultValue={article?.sourceName ?? ''}
          />
        </label>
        <div className="text-sm md:col-span-2">
          <label htmlFor="article-image" className="field-label">
            Picture (an https address or an upload)
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id="article-image"
              className="field min-w-0 flex-1"
              value={imageUrl}
              onChange={(e) => setImageUrl(e.target.value)}
              placeholder="https://… or upload a file"
            />
            <label className="btn-secondary cursor-pointer">
              {busy === 'upload' ? 'Uploading…' : 'Upload a picture'}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                className="sr-only"
                onChange={(e) => void upload(e.target.files?.[0])}
              />
            </label>
          </div>
        </div>
        <label className="text-sm md:col-span-2">
          <span className="field-label">
            Body (Markdown){fromFeed && ': leave it empty to keep the text the feed gave'}
          </span>
          <textarea
            name="markdown"
            className="field w-full font-mono"
            rows={14}
            required={!fromFeed}
            defaultValue={article?.markdown}
          />
        </label>
        <fieldset className="text-sm md:col-span-2">
          <legend className="field-label">Publication</legend>
          <div className="flex flex-wrap items-center gap-4">
            {(['draft', 'published', 'scheduled'] as const).map((s) => (
              <label key={s} className="flex items-center gap-2">
                <input type="radio" name="state" checked={state === s} onChange={() => setState(s)} />
                {s === 'draft' ? 'Draft' : s === 'published' ? 'Publish now' : 'Schedule'}
              </label>
            ))}
            {state === 'scheduled' && (
              <label className="flex items-center gap-2">
                <span className="sr-only">Publish at</span>
                <input
                  type="datetime-local"
                  name="publishAt"
                  required
                  className="field"
                  defaultValue={article?.state === 'scheduled' ? localInput(article.publishedAt) : undefined}
                />
              </label>
            )}
          </div>
        </fieldset>
        {error && (
          <div className="md:col-span-2">
            <FormMessage kind="error">{error}</FormMessage>
          </div>
        )}
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy !== null}>
            {busy === 'save' ? 'Saving…' : 'Save'}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={busy !== null}
            onClick={(e) =>
              void showPreview(String(new FormData(e.currentTarget.form!).get('markdown') ?? ''))
            }
          >
            Preview
          </button>
          <button type="button" className="btn-secondary" onClick={() => onDone()}>
            Cancel
          </button>
        </div>
      </form>
      {preview !== null && (
        <section aria-label="Preview" className="card p-4">
          {preview.leftOut > 0 && (
            <p role="status" className="mb-3 text-sm font-medium text-amber-800 dark:text-amber-300">
              {pictureNotice(preview.leftOut)}
            </p>
          )}
          <div className="prose-page" dangerouslySetInnerHTML={{ __html: preview.html }} />
        </section>
      )}
    </section>
  );
}
