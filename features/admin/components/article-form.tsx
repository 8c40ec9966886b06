// The editor's form: write or edit an article in Markdown, with a preview, a picture upload, and Save as draft,
// Publish now or Schedule.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { uploadFailed } from '../../../lib/upload-failed';
import { useSession } from '../../../platform/browser/session';
import { FormMessage } from '../../auth';
import { ARTICLE_CATEGORIES, TITLE_MAX, type EditorArticle } from '../../news';
import { TYPE_LABELS } from './article-columns';
import { previewArticle, saveArticle, uploadPicture, type ArticlePreview } from './article-requests';
import { LimitedField } from './limited-field';

/** Why the preview lacks pictures the Markdown names: readers would not see them either. */
const pictureNotice = (n: number) =>
  `${n === 1 ? '1 picture is' : `${n} pictures are`} left out: pictures show from an upload, or from a site on the image list.`;

/** A local date-time for the input, from an ISO time. */
const localInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function ArticleForm({
  article,
  onDone,
}: {
  article: EditorArticle | null;
  onDone(saved?: EditorArticle): void;
}) {
  const { authFetch } = useSession();
  const [state, setState] = useState<'draft' | 'published' | 'scheduled'>(article?.state ?? 'draft');
  const [imageUrl, setImageUrl] = useState(article?.imageUrl ?? '');
  const [preview, setPreview] = useState<ArticlePreview | null>(null);
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
    const result = await saveArticle(authFetch, article?.id ?? null, body);
    setBusy(null);
    if (result.ok) onDone(result.data);
    else setError(result.error);
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy('upload');
    setError(null);
    const result = await uploadPicture(authFetch, file);
    setBusy(null);
    if (result.ok) setImageUrl(result.data.url);
    else setError(uploadFailed(result.error));
  }

  async function showPreview(markdown: string) {
    setBusy('preview');
    const result = await previewArticle(authFetch, markdown);
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
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  // Emptied, so choosing the same file again (after a failed upload) sends it again.
                  e.target.value = '';
                  void upload(file);
                }}
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
