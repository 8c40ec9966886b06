// The newsroom editor's calls to the admin API: the list's address, saving an article, hiding or showing one,
// uploading a picture and previewing a body.
import type { Result } from '../../../lib/result';
import { apiPost, failureMessage, type AuthFetch } from '../../../platform/browser/api';
import type { EditorArticle } from '../../news';

/** The body as readers will see it, and how many of its pictures they will not. */
export interface ArticlePreview {
  html: string;
  leftOut: number;
}

export const articlesPath = (type: string, search: string, page: number) => {
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

/** Hides a story from readers, or shows it again. */
export const setArticleVisible = (authFetch: AuthFetch, id: number, visible: boolean) =>
  send<EditorArticle>(authFetch, 'POST', `/api/admin/articles/${id}/visibility`, JSON.stringify({ visible }));

/** Writes a new article (no id yet) or changes one. */
export const saveArticle = (authFetch: AuthFetch, id: number | null, body: object) =>
  id === null
    ? send<EditorArticle>(authFetch, 'POST', '/api/admin/articles', JSON.stringify(body))
    : send<EditorArticle>(authFetch, 'PUT', `/api/admin/articles/${id}`, JSON.stringify(body));

export function uploadPicture(authFetch: AuthFetch, file: File) {
  const form = new FormData();
  form.append('file', file);
  return send<{ url: string }>(authFetch, 'POST', '/api/admin/uploads', form, false);
}

export const previewArticle = (authFetch: AuthFetch, markdown: string) =>
  apiPost<ArticlePreview>(authFetch, '/api/admin/articles/preview', { markdown });
